package dev.steward.cli;

import java.lang.reflect.Constructor;
import picocli.CommandLine;

/** Creates commands, handing {@link CliServices} to those whose constructor takes it. */
final class CliFactory implements CommandLine.IFactory {
    private final CliServices services;
    private final CommandLine.IFactory fallback = CommandLine.defaultFactory();

    CliFactory(CliServices services) {
        this.services = services;
    }

    @Override
    public <K> K create(Class<K> type) throws Exception {
        for (Constructor<?> constructor : type.getDeclaredConstructors()) {
            Class<?>[] parameters = constructor.getParameterTypes();
            if (parameters.length == 1 && parameters[0] == CliServices.class) {
                constructor.setAccessible(true);
                return type.cast(constructor.newInstance(services));
            }
        }
        return fallback.create(type);
    }
}
