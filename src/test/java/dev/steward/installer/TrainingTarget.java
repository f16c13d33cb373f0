package dev.steward.installer;

/**
 * The child JVM of {@link ClassDataSharingInstallerTest}: loads {@link OnlyInTraining} (a class the training
 * leaves out of its list), prints the marker the training waits for, then waits to be stopped (or, with
 * {@code exit-early}, exits before the marker; with {@code run-once}, prints {@code ran} and exits).
 */
public final class TrainingTarget {
    private TrainingTarget() {
    }

    public static void main(String[] args) throws InterruptedException {
        String mode = args.length > 0 ? args[0] : "";
        if (mode.equals("run-once")) {
            System.out.println("ran");
            return;
        }
        if (mode.equals("exit-early")) {
            System.out.println("startup: 1 ms main() entered");
            System.exit(3);
        }
        System.out.println("loaded " + OnlyInTraining.name());
        System.out.println("startup: 5 ms embedding model loaded");
        System.out.flush();
        Thread.sleep(600_000);
    }

    /** Stands for Monocle: on the training's class path, not on the installed app's. */
    static final class OnlyInTraining {
        private OnlyInTraining() {
        }

        static String name() {
            return "training-only"; // a method, not a constant: the class must really load
        }
    }
}
