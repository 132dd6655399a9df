import { v2Client } from '@laurel/shared';
import type { Nomination, NominationInput } from '@laurel/shared/contract';

/** Programs §7 `POST /nominations`: the server checks every rule (limit, rules, dates, duplicate, self). */
export const postNomination = (input: NominationInput) => v2Client.post<Nomination>('/nominations', input);
