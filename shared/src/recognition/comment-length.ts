/**
 * What a comment's limit counts: the text as sent — chips as `@username`, trimmed — the same length
 * `commentBodySchema` checks on the server and the comment form's counter shows.
 */
export const sentCommentLength = (text: string): number => text.trim().length;
