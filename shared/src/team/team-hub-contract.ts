/** A report not recognised for this many days is listed under "Needs recognition" (issue 18 item 2). */
export const NEEDS_RECOGNITION_DAYS = 30;
/** Birthdays and work anniversaries this many days ahead, today included, are shown as coming up. */
export const UPCOMING_CELEBRATION_DAYS = 30;

export const TEAM_HUB_API_PATH = '/api/v2/team/your-team';

export interface TeamPerson {
  id: number;
  displayName: string;
}

/** The last recognition a report received or gave, as the manager may see it. */
export interface TeamRecognition {
  bonusId: number;
  createdAt: string;
  /** Who gave it (one received), or its first receiver (one given); null when that person is gone. */
  person: TeamPerson | null;
  /** The other receivers of one given to several people. */
  othersCount: number;
}

export type TeamCelebrationKind = 'birthday' | 'work_anniversary';

export interface TeamCelebration {
  kind: TeamCelebrationKind;
  /** The day it falls on (yyyy-MM-dd) in the person's own time zone. */
  date: string;
  /** The years a work anniversary marks; null for a birthday (a person's age is not shown). */
  years: number | null;
}

export interface TeamMember {
  id: number;
  displayName: string;
  slug: string;
  profilePicUrl: string | null;
  title: string | null;
  department: string | null;
  lastReceived: TeamRecognition | null;
  lastGiven: TeamRecognition | null;
  /** Points received since the first of this month (UTC). */
  pointsReceivedThisMonth: number;
  /** Soonest first; none for a person who opted out of celebrations. */
  upcomingCelebrations: TeamCelebration[];
  /** Not recognised in the last NEEDS_RECOGNITION_DAYS days. */
  needsRecognition: boolean;
  /** Whether they may be given recognition (observers and deactivated people may not). */
  canReceive: boolean;
}

/** `GET /api/v2/team/your-team`: the caller's direct reports, those who need recognition first. */
export interface TeamHub {
  members: TeamMember[];
}
