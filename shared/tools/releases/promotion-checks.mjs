// What promotion refuses, before anything is switched: each check answers the problems it found.
import { satisfy } from '@module-federation/enhanced/runtime';

/** A release whose contract version the live shell cannot mount would only ever show its fallback. */
export function contractProblems(release, shell) {
  if (shell.supportedContractVersions.includes(release.contractVersion)) return [];
  return [
    `${release.app} ${release.release} was built against contract version ${release.contractVersion}; ` +
      `the live shell supports ${shell.supportedContractVersions.join(', ')}`,
  ];
}

/**
 * Every singleton the release shares must come from the shell, at a version its range accepts: a
 * singleton cannot be loaded twice, so an unmet range (another React major) breaks the page.
 */
export function sharedProblems(release, shell) {
  const provided = new Map(shell.shared.map((entry) => [entry.name, entry.version]));
  return release.shared
    .filter((entry) => entry.singleton)
    .flatMap((entry) => {
      const version = provided.get(entry.name);
      if (!version)
        return [`${entry.name} is a singleton of ${release.app} ${release.release} that the live shell does not share`];
      if (!satisfy(version, entry.requiredVersion))
        return [
          `${entry.name} ${entry.requiredVersion} is wanted by ${release.app} ${release.release}; the live shell shares ${version}`,
        ];
      return [];
    });
}

/** A route pattern another app's live release already serves would leave one of the two unreachable. */
export function routeProblems(release, otherApps) {
  return otherApps.flatMap((other) =>
    release.routes
      .filter((route) => other.routes.includes(route))
      .map((route) => `${route} is served by ${other.app} ${other.release} already`),
  );
}

export const promotionProblems = (release, shell, otherApps) => [
  ...contractProblems(release, shell),
  ...sharedProblems(release, shell),
  ...routeProblems(release, otherApps),
];
