import { expect, request } from '@playwright/test';
import { CLAIM_ATTACHMENT_FIELD, type IncentiveClaim } from '@laurel/shared/contract';
import { ORANGE_PNG } from './attachments';
import type { Persona } from './fixtures';
import { postSignInForm } from './sign-in';
import { SHELL_ORIGIN } from './system';

/** The seed's incentive with two approval steps (the award approver, then the manager) and a proof required. */
export const TWO_STEP_INCENTIVE = { id: 2, name: 'Speak at a meetup', amount: 100 } as const;
export const TWO_STEP_MESSAGE = 'Thanks for sharing what we do with the world!';

/** A claim of the incentive by `persona` through the API, with a PNG proof, as the claim modal sends it. */
export async function claimWithProof(persona: Persona, reason: string, incentiveId: number = TWO_STEP_INCENTIVE.id) {
  const context = await request.newContext({ baseURL: SHELL_ORIGIN });
  try {
    await postSignInForm(context, persona);
    const { jwt } = (await (await context.get('/api/v2/jwt')).json()) as { jwt: string };
    const answer = await context.post('/api/v2/approval_requests', {
      headers: { Authorization: `Bearer ${jwt}` },
      multipart: {
        award_id: String(incentiveId),
        claim_reason: reason,
        [CLAIM_ATTACHMENT_FIELD]: { name: 'slides.png', mimeType: 'image/png', buffer: ORANGE_PNG },
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    return ((await answer.json()) as { result: IncentiveClaim }).result;
  } finally {
    await context.dispose();
  }
}
