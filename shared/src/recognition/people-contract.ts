import type { PersonView } from './bonus-contract';

export { HASHTAG_PAGE_POLICY, USER_PROFILE_POLICY } from '../permissions/people-policies';

/** Values a person is most recognised for, as many as a profile shows. */
export const TOP_HASHTAGS_LIMIT = 5;

export interface HashtagCount {
  /** Without `#`, as the company spells it. */
  hashtag: string;
  count: number;
}

/**
 * `GET /user_profiles/:slug`: a colleague as their page at `/company/users/{slug}` shows them. The counts
 * and hashtags are of the recognitions the reader may see, the same ones the lists below them hold.
 */
export interface UserProfileSummary extends PersonView {
  department: string | null;
  role: string | null;
  location: string | null;
  received_count: number;
  given_count: number;
  /** The hashtags of the recognitions they received, most frequent first. */
  top_hashtags: HashtagCount[];
  /** Whether the reader can recognise them: an active colleague who receives, not the reader. */
  can_receive: boolean;
  /** Whether the reader may open their printable recap (`/p/recap/{id}`): themself, their manager, a global admin. */
  can_view_recap?: boolean;
}

/** `GET /hashtags/:hashtag`: a value's page at `/company/hashtags/{tag}`. */
export interface HashtagSummary {
  hashtag: string;
  /** The company value's description; null for a hashtag that is not one of the values. */
  description: string | null;
  is_company_value: boolean;
  /** Recognitions the reader may see that carry it. */
  recognitions_count: number;
}

/** The filters of `GET /bonus_feeds`: a person's received or given recognitions, or a hashtag's. */
export interface BonusFeedFilter {
  receiver_id?: number;
  giver_id?: number;
  hashtag?: string;
}
