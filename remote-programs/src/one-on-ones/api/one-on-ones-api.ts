import { v2Client } from '@laurel/shared';
import type { MeetingNotes, OneOnOne, OneOnOnePair, OneOnOneSchedule } from '@laurel/shared/contract';

type Result<T> = { result: T };
const unwrap = <T>(body: Result<T>) => body.result;
const meetingPath = (id: number, rest = '') => `/one_on_ones/${id}${rest}`;

export const fetchPairs = () => v2Client.get<Result<{ pairs: OneOnOnePair[] }>>('/one_on_ones').then(unwrap);
export const startOneOnOne = (partnerId: number) =>
  v2Client.post<Result<OneOnOne>>('/one_on_ones', { partnerId }).then(unwrap);
export const fetchMeeting = (id: number) => v2Client.get<Result<OneOnOne>>(meetingPath(id)).then(unwrap);
export const fetchRecap = (partnerId: number | null) =>
  v2Client.get<Result<OneOnOne>>('/one_on_ones/recap', { params: partnerId ? { partnerId } : {} }).then(unwrap);

export const addTalkingPoint = (id: number, text: string) =>
  v2Client.post<Result<OneOnOne>>(meetingPath(id, '/talking_points'), { text }).then(unwrap);
export const addActionItem = (id: number, text: string, ownerId: number) =>
  v2Client.post<Result<OneOnOne>>(meetingPath(id, '/action_items'), { text, ownerId }).then(unwrap);
export const tickItem = (id: number, list: 'talking_points' | 'action_items', itemId: number, done: boolean) =>
  v2Client.patch<Result<OneOnOne>>(meetingPath(id, `/${list}/${itemId}`), { done }).then(unwrap);
export const saveNotes = (id: number, notes: MeetingNotes) =>
  v2Client.put<Result<OneOnOne>>(meetingPath(id, '/notes'), notes).then(unwrap);
export const scheduleMeeting = (id: number, schedule: OneOnOneSchedule) =>
  v2Client.put<Result<OneOnOne>>(meetingPath(id, '/schedule'), schedule).then(unwrap);
export const endMeeting = (id: number) =>
  v2Client.post<Result<{ ended: OneOnOne; next: OneOnOne }>>(meetingPath(id, '/end')).then(unwrap);
