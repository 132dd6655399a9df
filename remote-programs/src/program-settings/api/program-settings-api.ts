import { v2Client } from '@laurel/shared';
import type { GivingRules, ProgramSettings, ProgramSettingsUpdate } from '@laurel/shared/contract';

const SETTINGS = 'admin/programs/settings';
const PEER_TO_PEER = 'admin/programs/peer_to_peer';

type Result<T> = { result: T };

export const fetchProgramSettings = () => v2Client.get<Result<ProgramSettings>>(SETTINGS).then((body) => body.result);
export const saveProgramSettings = (settings: ProgramSettingsUpdate) =>
  v2Client.patch<Result<ProgramSettings>>(SETTINGS, settings).then((body) => body.result);

export const fetchGivingRules = () => v2Client.get<Result<GivingRules>>(PEER_TO_PEER).then((body) => body.result);
export const saveGivingRules = (rules: GivingRules) =>
  v2Client.patch<Result<GivingRules>>(PEER_TO_PEER, rules).then((body) => body.result);
