/** Legacy-application paths (spec §2): a person's profile and a hashtag's page. */
export const userProfilePath = (slugOrUsername: string) => `/company/users/${encodeURIComponent(slugOrUsername)}`;
export const hashtagPath = (hashtag: string) => `/company/hashtags/${encodeURIComponent(hashtag)}`;
