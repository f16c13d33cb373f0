/** Chat history per user, three-state feedback and session ends that roll rated turns into review files. */
package dev.steward.chat;
