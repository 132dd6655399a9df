import { NO_EXPERIMENT_API_KEY_MESSAGE, type ExperimentConfig } from './app-config';
import { trimTrailingSlash } from './send-event';

export interface ExperimentClient {
  /** Loads the user's variants from the feature host; a failure leaves every flag on its default. */
  fetchVariants(userId: string): Promise<void>;
  /** The user's variant of `flag`, or undefined for the default experience. */
  variant(flag: string): string | undefined;
}

export const EXPERIMENT_VARIANTS_PATH = '/variants';

/** The part of `fetch` the client uses. */
export type FetchVariants = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'json'>>;

export const noopExperimentClient: ExperimentClient = {
  fetchVariants: () => Promise.resolve(),
  variant: () => undefined,
};

function parseVariants(body: unknown): Map<string, string> {
  if (typeof body !== 'object' || body === null) return new Map();
  const entries = Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return new Map(entries);
}

/** Reads variants from the feature host; off (no-op) without one. */
export function createExperimentClient(config: ExperimentConfig, fetchImpl?: FetchVariants): ExperimentClient {
  if (!config.featureHost) return noopExperimentClient;
  if (!config.apiKey) throw new Error(NO_EXPERIMENT_API_KEY_MESSAGE);
  let variants = new Map<string, string>();
  return {
    async fetchVariants(userId) {
      const url = `${trimTrailingSlash(config.featureHost)}${EXPERIMENT_VARIANTS_PATH}?user_id=${encodeURIComponent(userId)}`;
      try {
        const response = await (fetchImpl ?? fetch)(url, { headers: { Authorization: `Api-Key ${config.apiKey}` } });
        if (response.ok) variants = parseVariants(await response.json());
      } catch {
        // An unreachable feature host must not stop the app: users get the default experience.
      }
    },
    variant: (flag) => variants.get(flag),
  };
}
