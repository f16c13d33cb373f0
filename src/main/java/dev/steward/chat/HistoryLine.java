package dev.steward.chat;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** A readable turn of a history file with the line it sits on and its JSON as written (unknown keys kept). */
record HistoryLine(int lineNumber, ChatTurn turn, ObjectNode json) {
}
