package dev.steward.retrieval;

/** Cosine similarity as openmedallion defines it: dot(a, b) / (|a| |b|), and 0 when either norm is 0. */
final class Vectors {
    private Vectors() {
    }

    static double cosine(float[] a, float[] b) {
        double dot = 0;
        double normA = 0;
        double normB = 0;
        for (int i = 0; i < a.length; i++) {
            dot += (double) a[i] * b[i];
            normA += (double) a[i] * a[i];
            normB += (double) b[i] * b[i];
        }
        return normA == 0 || normB == 0 ? 0.0 : dot / Math.sqrt(normA * normB);
    }
}
