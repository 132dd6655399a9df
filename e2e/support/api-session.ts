import { expect, request, type APIRequestContext } from '@playwright/test';
import { SHELL_ORIGIN } from './system';
import type { Persona } from './fixtures';
import { postSignInForm } from './sign-in';

export interface ApiSession {
  get: <T>(path: string) => Promise<T>;
  post: <T>(path: string, body: object) => Promise<{ status: number; body: T }>;
  patch: <T>(path: string, body: object) => Promise<{ status: number; body: T }>;
  put: <T>(path: string, body: object) => Promise<{ status: number; body: T }>;
  delete: (path: string) => Promise<number>;
  dispose: () => Promise<void>;
}

/** A persona's API session through the shell's origin, with the bearer token the apps send. */
export async function apiSession(persona: Persona): Promise<ApiSession> {
  const context: APIRequestContext = await request.newContext({ baseURL: SHELL_ORIGIN });
  await postSignInForm(context, persona);
  const { jwt } = (await (await context.get('/api/v2/jwt')).json()) as { jwt: string };
  const headers = { Authorization: `Bearer ${jwt}` };
  return {
    async get<T>(path: string) {
      const answer = await context.get(path, { headers });
      expect(answer.ok(), `GET ${path}`).toBe(true);
      return (await answer.json()) as T;
    },
    async post<T>(path: string, body: object) {
      const answer = await context.post(path, { headers, data: body });
      return { status: answer.status(), body: (await answer.json().catch(() => undefined)) as T };
    },
    async patch<T>(path: string, body: object) {
      const answer = await context.patch(path, { headers, data: body });
      return { status: answer.status(), body: (await answer.json().catch(() => undefined)) as T };
    },
    async put<T>(path: string, body: object) {
      const answer = await context.put(path, { headers, data: body });
      return { status: answer.status(), body: (await answer.json().catch(() => undefined)) as T };
    },
    async delete(path: string) {
      return (await context.delete(path, { headers })).status();
    },
    dispose: () => context.dispose(),
  };
}
