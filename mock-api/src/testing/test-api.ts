import request from 'supertest';
import { createMockApi } from '../app';
import { generateDatabase } from '../seed/generate';
import { signAccessToken } from '../session/tokens';

export const TEST_SECRET = new TextEncoder().encode('test-secret-that-is-at-least-32-bytes-long');
export const APP_ORIGIN = 'http://localhost:3000';

/** A fresh in-memory API over the default seed, so tests never touch db.json. */
export function createTestApi() {
  const app = createMockApi({ source: generateDatabase(), allowedOrigins: [APP_ORIGIN], secret: TEST_SECRET });
  return { app, http: request(app) };
}

export const bearer = async (userId = 1) =>
  `Bearer ${await signAccessToken({ user_id: userId, company_id: 1 }, TEST_SECRET)}`;
