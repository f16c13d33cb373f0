package dev.steward.retrieval;

import dev.steward.store.AtomicFiles;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Embeddings kept on disk in {@code <project>/.steward/embeddings/<model>.vec}, keyed by the SHA-256 of the
 * embedded text, so reopening a project embeds only texts it has not seen. The file is a cache: a missing,
 * truncated or foreign file is rebuilt, never an error. Format (big-endian): magic {@code SVEC}, version 1,
 * dimension, count, then per entry the 32 hash bytes and the floats.
 */
public final class EmbeddingCache {
    private static final int MAGIC = 0x53564543;
    private static final int VERSION = 1;
    private static final int HASH_BYTES = 32;

    private final Path folder;
    private final AtomicFiles files;

    /** @param cacheDir the project's {@code .steward} folder */
    public EmbeddingCache(Path cacheDir, AtomicFiles files) {
        this.folder = cacheDir.resolve("embeddings");
        this.files = files;
    }

    /**
     * Vectors for {@code texts}: cached ones are reused, the rest are embedded in one batch and the file is
     * rewritten (atomically) to hold exactly the texts of this call, so entries no longer used fall away.
     */
    public List<float[]> embedAll(Embedder embedder, List<String> texts) {
        return embedAll(embedder, texts, "");
    }

    /** The same for another file of the model ({@code kind} ".definitions": {@link DefinitionRetrieval}'s). */
    List<float[]> embedAll(Embedder embedder, List<String> texts, String kind) {
        Path file = file(embedder.modelName(), kind);
        Map<String, float[]> cached = read(file);
        List<String> keys = texts.stream().map(EmbeddingCache::key).toList();
        // A set, not a list: a list's contains() made building a 10,000-item index quadratic (seconds).
        Set<String> missingTexts = new LinkedHashSet<>();
        for (int i = 0; i < texts.size(); i++) {
            if (!cached.containsKey(keys.get(i))) {
                missingTexts.add(texts.get(i));
            }
        }
        List<String> missing = List.copyOf(missingTexts);
        Map<String, float[]> used = new LinkedHashMap<>();
        List<float[]> fresh = missing.isEmpty() ? List.of() : embedder.embedAll(missing);
        for (int i = 0; i < missing.size(); i++) {
            cached.put(key(missing.get(i)), fresh.get(i));
        }
        List<float[]> vectors = new ArrayList<>();
        for (String key : keys) {
            vectors.add(cached.get(key));
            used.put(key, cached.get(key));
        }
        if (!missing.isEmpty() || used.size() != cached.size()) {
            write(file, used);
        }
        return List.copyOf(vectors);
    }

    /**
     * The cache file of a model; {@code kind} "" for the index, ".questions" for {@link QuestionEmbeddings},
     * ".definitions" for {@link DefinitionRetrieval}'s unrestricted documents.
     */
    Path file(String modelName, String kind) {
        return folder.resolve(safeName(modelName) + kind + ".vec");
    }

    /** The entries of a cache file by text key ({@link #key}), empty when it is missing or damaged. */
    Map<String, float[]> read(Path file) {
        Map<String, float[]> entries = new LinkedHashMap<>();
        if (!Files.isRegularFile(file)) {
            return entries;
        }
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(Files.readAllBytes(file)))) {
            if (in.readInt() != MAGIC || in.readInt() != VERSION) {
                return entries;
            }
            int dimension = in.readInt();
            int count = in.readInt();
            for (int i = 0; i < count; i++) {
                byte[] hash = in.readNBytes(HASH_BYTES);
                float[] vector = new float[dimension];
                for (int d = 0; d < dimension; d++) {
                    vector[d] = in.readFloat();
                }
                entries.put(HexFormat.of().formatHex(hash), vector);
            }
            return in.read() == -1 ? entries : new LinkedHashMap<>();
        } catch (IOException | RuntimeException e) {
            // A damaged cache is only lost work: start over and rewrite it.
            return new LinkedHashMap<>();
        }
    }

    /** Rewrites a cache file (atomically) to hold exactly {@code entries}. */
    void write(Path file, Map<String, float[]> entries) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            int dimension = entries.values().stream().findFirst().map(v -> v.length).orElse(0);
            out.writeInt(MAGIC);
            out.writeInt(VERSION);
            out.writeInt(dimension);
            out.writeInt(entries.size());
            for (Map.Entry<String, float[]> entry : entries.entrySet()) {
                out.write(HexFormat.of().parseHex(entry.getKey()));
                for (float value : entry.getValue()) {
                    out.writeFloat(value);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ensureGitignore();
        files.write(file, bytes.toByteArray());
    }

    /** The cache folder must never be committed with the project; a {@code *} ignore file says so to git. */
    private void ensureGitignore() {
        Path gitignore = folder.getParent().resolve(".gitignore");
        if (!Files.exists(gitignore)) {
            files.writeString(gitignore, "*\n");
        }
    }

    static String key(String text) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(sha.digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    private static String safeName(String modelName) {
        return modelName.replaceAll("[^A-Za-z0-9._-]", "_");
    }
}
