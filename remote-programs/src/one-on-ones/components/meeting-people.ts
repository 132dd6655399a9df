import type { GrowthPerson, OneOnOne } from '@laurel/shared/contract';

/** The two people of a meeting, by id. */
export const peopleOf = (meeting: OneOnOne): GrowthPerson[] => [meeting.manager, meeting.report];

export const nameOf = (meeting: OneOnOne, id: number) =>
  peopleOf(meeting).find((person) => person.id === id)?.displayName ?? '';

/** The other person of the meeting, as `myId` sees it. */
export const partnerOf = (meeting: OneOnOne, myId: number) =>
  meeting.manager.id === myId ? meeting.report : meeting.manager;
