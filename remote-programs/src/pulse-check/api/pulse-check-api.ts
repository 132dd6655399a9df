import { v2Client } from '@laurel/shared';
import type { PulseCheckSettings } from '@laurel/shared/contract';

type Result<T> = { result: T };
const unwrap = <T>(body: Result<T>) => body.result;
const SETTINGS = '/admin/growth/pulse_check';

export const fetchPulseCheckSettings = () => v2Client.get<Result<PulseCheckSettings>>(SETTINGS).then(unwrap);
export const savePulseCheckSettings = (settings: PulseCheckSettings) =>
  v2Client.put<Result<PulseCheckSettings>>(SETTINGS, settings).then(unwrap);
