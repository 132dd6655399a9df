import type { ApiErrorParams } from './api-error-body';

interface ApiErrorEntry {
  status: number;
  /** English for people; `{{name}}` is filled from the params the error is sent with. */
  message: string;
}

/**
 * Every error id the API answers in `{ error, message }`, with its status and English message
 * (platform §8, recognition §5 and §8, programs §8). The UI translates the id (`common:errors.<id>`).
 */
export const API_ERRORS = {
  // Platform §8: the statuses the error pages name.
  bad_request: { status: 400, message: 'The request was not understood' },
  too_many_ids: { status: 400, message: 'Ask for up to {{max}} user ids' },
  unauthorized: { status: 401, message: 'Sign in to continue' },
  forbidden: { status: 403, message: 'You do not have permission to do this' },
  not_found: { status: 404, message: 'Not found' },
  method_not_allowed: { status: 405, message: 'This collection is read-only' },
  conflict: { status: 409, message: 'This conflicts with a change made meanwhile' },
  server_error: { status: 500, message: 'An unknown error occurred' },
  unavailable: { status: 503, message: 'Laurel is unavailable right now' },
  rate_limited: { status: 429, message: 'Too many requests: try again in {{retryAfterSeconds}} seconds' },
  // Anti-forgery: a cookie-authenticated change without the token, or posted from another site.
  invalid_csrf_token: { status: 403, message: 'Your session form has expired: reload the page and try again' },
  foreign_origin: { status: 403, message: 'This request did not come from Laurel' },
  // An Idempotency-Key names one request: the same key with another body is a mistake, not a retry.
  idempotency_key_reused: {
    status: 422,
    message: 'This Idempotency-Key was already used for a different request',
  },

  // Recognition §5: the composer's validation ids, which the server checks too.
  missing_recipient: { status: 422, message: 'Add someone to recognize' },
  missing_amount: { status: 422, message: 'Add an amount of points with +' },
  invalid_amount: { status: 422, message: 'The amount must be a whole number above zero' },
  insufficient_balance: { status: 422, message: 'You do not have enough points left to give' },
  missing_hashtag: { status: 422, message: 'Add a hashtag' },
  missing_required_hashtag: { status: 422, message: 'Add one of your company values: {{hashtags}}' },
  reason_too_long: { status: 422, message: 'Keep a recognition under {{max}} characters' },
  parent_bonus_not_found: { status: 422, message: 'The recognition to add to does not exist' },
  csv_group_not_alone: { status: 422, message: 'A CSV group cannot be combined with other recipients' },
  unknown_recipient: {
    status: 422,
    message: 'Someone you named with @ is not a colleague you can recognize: pick them from the suggestions',
  },
  flash_points_changed: {
    status: 409,
    message: 'Your flash points changed since you started: check the amount and give again',
  },
  // Recognition §8: attachments.
  attachment_failed: { status: 422, message: 'Attachment failed.' },
  file_too_large: { status: 413, message: 'Keep a file under {{maxMegabytes}} MB' },
  missing_file: { status: 422, message: 'Choose a file to upload' },
  empty_file: { status: 422, message: 'The file is empty' },
  unsupported_file_type: { status: 415, message: 'Upload a JPEG or PNG image' },
  unsupported_proof_type: { status: 415, message: 'Upload a JPEG or PNG image, or a PDF' },
  image_uploads_disabled: { status: 403, message: 'Image uploads are turned off for your company' },
  unsupported_video_type: { status: 415, message: 'Upload a WebM or MP4 video' },
  // Reactions and comments.
  invalid_emoji: { status: 422, message: 'React with one emoji' },
  missing_text: { status: 422, message: 'Write a comment first' },
  too_long: { status: 422, message: 'Keep a comment under {{max}} characters' },

  // Programs §8: claiming an incentive.
  claim_failed: { status: 422, message: 'The incentive could not be claimed' },
  incentive_deleted: { status: 404, message: 'This incentive has been deleted' },
  incentive_inactive: { status: 422, message: 'This incentive is not active' },
  out_of_stock: { status: 409, message: 'This is out of stock' },
  claim_reason_required: { status: 422, message: 'Say why you are claiming this incentive' },
  claim_reason_too_long: { status: 422, message: 'Keep the reason under {{max}} characters' },
  proof_required: { status: 422, message: 'Attach a proof to claim this incentive' },
  not_eligible: { status: 403, message: 'This incentive is not for you' },
  claim_limit_reached: { status: 409, message: 'You have claimed this incentive as often as you may' },
  claim_period_limit_reached: {
    status: 409,
    message: 'You have claimed this incentive as often as you may this {{period}}',
  },
  insufficient_company_budget: {
    status: 422,
    message: 'The company budget does not hold the {{amount}} points this claim pays',
  },
  approval_not_yours: { status: 403, message: 'Only an approver of the current step may decide this request' },
  approval_already_decided: { status: 409, message: 'This request has already been decided' },
  // Programs §5: the incentive form, which the server checks too.
  incentive_name_required: { status: 422, message: 'Give the incentive a name' },
  incentive_name_too_long: { status: 422, message: 'Keep the name under {{max}} characters' },
  incentive_description_too_long: { status: 422, message: 'Keep the description under {{max}} characters' },
  incentive_message_too_long: { status: 422, message: 'Keep the post message under {{max}} characters' },
  incentive_amount_invalid: { status: 422, message: 'The amount must be a whole number above zero' },
  incentive_condition_invalid: {
    status: 422,
    message: 'Each audience condition needs an attribute and a value, and no value twice',
  },
  incentive_claim_limit_invalid: {
    status: 422,
    message: 'Complete the claim limit: a number and, per period, the period',
  },
  incentive_approval_steps_invalid: {
    status: 422,
    message: 'Approval needs 1 to {{maxSteps}} steps, each with at least one colleague of your company',
  },

  // Programs §3, §4, §9: nomination periods and nominations.
  nomination_period_name_required: { status: 422, message: 'Give the nomination period a name' },
  nomination_period_name_too_long: { status: 422, message: 'Keep the name under {{max}} characters' },
  nomination_period_description_too_long: { status: 422, message: 'Keep the description under {{max}} characters' },
  nomination_period_dates_invalid: { status: 422, message: 'The end date must be after the start date' },
  nomination_limit_invalid: { status: 422, message: 'The nomination limit must be between 1 and {{max}}, or none' },
  nomination_condition_invalid: {
    status: 422,
    message: 'Each rule needs an attribute and a value, and a value only once',
  },
  nomination_period_not_open: { status: 409, message: 'Nominations are not open in this period' },
  not_nominator: { status: 403, message: 'You may not nominate in this nomination period' },
  nominee_not_eligible: { status: 422, message: 'This colleague cannot be nominated in this period' },
  self_nomination: { status: 422, message: 'You cannot nominate yourself' },
  nomination_duplicate: { status: 409, message: 'You have already nominated this colleague in this period' },
  nomination_limit_reached: { status: 409, message: 'You have made all {{limit}} of your nominations' },
  nomination_reason_required: { status: 422, message: 'Say why you are nominating this colleague' },
  nomination_reason_too_long: { status: 422, message: 'Keep the reason under {{max}} characters' },
  favorite_not_nominee: { status: 422, message: 'Only a nominee of this period can be a favourite' },

  // Programs §3, §4: manual awards, their admin form and giving one through POST /bonuses.
  award_name_required: { status: 422, message: 'Give the award a name' },
  award_name_too_long: { status: 422, message: 'Keep the name under {{max}} characters' },
  award_title_too_long: { status: 422, message: 'Keep the title under {{max}} characters' },
  award_description_too_long: { status: 422, message: 'Keep the description under {{max}} characters' },
  award_message_required: { status: 422, message: 'Write the message a fixed award posts' },
  award_message_too_long: { status: 422, message: 'Keep the message under {{max}} characters' },
  award_amount_invalid: { status: 422, message: 'The amount must be a whole number above zero' },
  award_budget_invalid: {
    status: 422,
    message: 'A budget needs both a whole number of points above zero and its period',
  },
  award_condition_invalid: { status: 422, message: 'Each condition needs an attribute and a value, once each' },
  award_approval_steps_invalid: {
    status: 422,
    message: 'Approval needs 1 to {{maxSteps}} steps, each with at least one colleague of your company',
  },
  award_givers_invalid: { status: 422, message: 'Givers must be active colleagues of your company' },
  award_inactive: { status: 422, message: 'This award is not active' },
  award_not_givable: { status: 403, message: 'You may not give this award' },
  award_recipient_required: { status: 422, message: 'Choose who receives the award' },
  award_recipient_not_eligible: { status: 422, message: 'This award is not for {{names}}' },
  award_budget_exceeded: {
    status: 422,
    message: 'This award has {{left}} points left this {{period}}: {{needed}} are needed',
  },

  // Programs §3, §4, §9: celebrations, their admin form and the posts they make.
  celebration_name_required: { status: 422, message: 'Give the celebration a name' },
  celebration_name_too_long: { status: 422, message: 'Keep the name under {{max}} characters' },
  celebration_headline_too_long: { status: 422, message: 'Keep the headline under {{max}} characters' },
  celebration_reason_too_long: { status: 422, message: 'Keep the message under {{max}} characters' },
  celebration_amount_invalid: { status: 422, message: 'The amount must be a whole number from 0 to {{maxAmount}}' },
  celebration_year_mappings_invalid: {
    status: 422,
    message: 'Each year needs a whole number of years from 1 to {{maxYears}} and an amount, once each',
  },
  celebration_condition_invalid: {
    status: 422,
    message: 'Each receiving rule needs a department, location or team and a value, once each',
  },
  celebration_date_invalid: { status: 422, message: 'Choose the day of this celebration' },
  celebration_giver_invalid: { status: 422, message: 'The giver must be an active colleague of your company' },
  celebration_type_exists: { status: 409, message: 'Your company already has a {{type}} celebration' },
  celebration_inactive: { status: 422, message: 'This celebration is not active' },
  celebration_recipients_invalid: { status: 422, message: 'Choose active colleagues of your company' },
  celebration_already_posted: { status: 409, message: 'This celebration was already posted for them today' },

  // Programs §3, §4 and platform §6: redeeming a reward.
  insufficient_earning_balance: {
    status: 422,
    message: 'You need {{needed}} points to redeem this and have {{available}} to spend',
  },
  reward_inactive: { status: 422, message: 'This reward is not available to redeem' },
  denomination_inactive: { status: 422, message: 'This option is not available to redeem ({{reasons}})' },
  shipping_address_required: { status: 422, message: 'Add the address to ship this reward to' },
  invalid_shipping_address: { status: 422, message: 'Fill in every line of the shipping address' },
  gift_message_too_long: { status: 422, message: 'Keep a gift message under {{max}} characters' },
  not_giftable: { status: 422, message: 'This reward cannot be sent to someone else' },
  not_resendable: { status: 422, message: 'Only a gift card sent by e-mail can be resent' },
  points_boost_not_allowed: { status: 403, message: 'You cannot claim a points boost' },

  // Recognition §5: the announcement form, which the server checks too.
  recipient_required: { status: 422, message: 'Choose who the announcement is for' },
  title_required: { status: 422, message: 'Give the announcement a title' },
  title_too_long: { status: 422, message: 'Keep the title under {{max}} characters' },
  description_required: { status: 422, message: 'Write the announcement' },
  description_too_long: { status: 422, message: 'Keep the announcement under {{max}} characters' },
  start_date_required: { status: 422, message: 'Choose a start date' },
  start_date_future: { status: 422, message: 'The start date must be today or later' },
  start_date_same_or_after: { status: 422, message: 'Keep the start date, or choose today or later' },
  end_date_required: { status: 422, message: 'Choose an end date' },
  end_date_future: { status: 422, message: 'The end date must be after today' },
  end_date_after_start: { status: 422, message: 'The end date must be after the start date' },
  // Admin reports' date range (programs §2, §9).
  report_start_date_invalid: { status: 422, message: 'Enter a start date as yyyy-mm-dd' },
  report_end_date_invalid: { status: 422, message: 'Enter an end date as yyyy-mm-dd' },
  report_range_reversed: { status: 422, message: 'The end date must be on or after the start date' },
  image_upload_too_big: { status: 413, message: 'Keep an image under {{maxMegabytes}} MB' },
  incentive_not_offered: { status: 422, message: 'None of the recipients may claim this incentive' },
  notifications_unavailable: {
    status: 422,
    message:
      "Notices go out only for an announcement that starts after today, and chat only through your company's integrations",
  },

  // Admin: invitations and spoofing.
  missing_emails: { status: 422, message: 'Add at least one email address' },
  invalid_email: { status: 422, message: 'One of the email addresses is not valid' },
  too_many_emails: { status: 422, message: 'Invite at most {{max}} people at a time' },
  unknown_user: { status: 422, message: 'Choose an active user to spoof' },
  not_spoofing: { status: 409, message: 'You are not spoofing anybody' },

  // Report e-mail subscriptions (programs §7).
  subscription_recipients_required: { status: 422, message: 'Choose at least one person to send the report to' },
  subscription_recipients_too_many: { status: 422, message: 'Send the report to at most {{max}} people' },
  subscription_recipients_invalid: { status: 422, message: 'Recipients must be active colleagues of your company' },
  subscription_message_too_long: { status: 422, message: 'Keep the note under {{max}} characters' },

  // Admin: billing and integrations.
  billing_seats_invalid: {
    status: 422,
    message: 'Seats must be a whole number from {{min}} (your active people) to {{max}}',
  },
  billing_email_invalid: { status: 422, message: 'Enter the e-mail address invoices go to' },
  webhook_url_invalid: { status: 422, message: 'Enter an http or https address without a user name or password' },
  webhook_events_invalid: { status: 422, message: 'Choose at least one event to send' },
  webhook_limit_reached: { status: 422, message: 'A company can have up to {{max}} webhooks' },
  chat_connection_invalid: { status: 422, message: 'Enter the workspace and a channel name' },
  user_sync_url_invalid: { status: 422, message: 'Enter the http or https address of your people CSV' },
  user_sync_not_connected: { status: 422, message: 'Save the address of your people CSV first' },
  user_sync_already_running: { status: 409, message: 'A sync is already running: wait for it to finish' },

  // Admin: user accounts, imported users and reported posts (platform §6).
  user_change_not_global_admin: { status: 403, message: 'Only a global admin can change user accounts' },
  user_change_own_account: {
    status: 403,
    message: 'You cannot take away your own global admin role or deactivate yourself',
  },
  user_change_finance_only: { status: 403, message: 'Only a finance admin can grant or remove finance admin' },
  user_change_people_data_only: {
    status: 403,
    message: 'Only a people data admin can grant or remove people data admin',
  },
  department_required: { status: 422, message: 'Choose a department' },
  department_too_long: { status: 422, message: 'Keep the department under {{max}} characters' },
  unknown_manager: { status: 422, message: 'Choose an active colleague as manager' },
  manager_cycle: {
    status: 422,
    message: '{{name}} reports to this person already: a manager cannot report to someone in their own team',
  },
  invalid_csv: { status: 415, message: 'Upload a CSV file with a header row: email, first_name, last_name' },
  too_many_rows: { status: 422, message: 'Import at most {{max}} people at a time' },
  import_not_ready: { status: 409, message: 'This import has already run or was cancelled' },
  nothing_to_import: {
    status: 422,
    message: 'No row of this file can be imported: fix the errors and upload it again',
  },
  report_reason_required: { status: 422, message: 'Say why you are reporting this post' },
  report_reason_too_long: { status: 422, message: 'Keep the reason under {{max}} characters' },
  already_reported: { status: 409, message: 'You have already reported this post' },
  own_post_report: { status: 422, message: 'You cannot report your own post' },
  report_state_changed: { status: 409, message: 'Someone already decided on this report: reload to see it' },

  // Dev sign-in.
  unknown_persona: { status: 422, message: 'Choose one of the listed people' },

  // Recognition §7: voice dictation and rephrasing.
  transcription_unavailable: { status: 503, message: 'Voice dictation is unavailable right now' },
  rephrase_text_missing: { status: 422, message: 'There is no text to rephrase' },
  rephrase_text_too_long: { status: 422, message: 'Keep the text to rephrase under {{max}} characters' },

  // The search provider's protocol, which answers `{ message, status }` instead.
  invalid_search_key: { status: 403, message: 'Invalid Application-ID or API key' },
  invalid_search_request: { status: 400, message: 'Invalid search request' },

  // Admin: company settings, program settings and peer-to-peer giving rules.
  company_name_required: { status: 422, message: 'Enter the company name' },
  company_name_too_long: { status: 422, message: 'Keep the company name under 100 characters' },
  company_locale_invalid: { status: 422, message: 'Choose a language from the list' },
  company_time_zone_invalid: { status: 422, message: 'Choose a time zone from the list' },
  company_values_too_many: { status: 422, message: 'A company can have up to 20 values' },
  company_values_required: {
    status: 422,
    message: 'Add a company value, or stop requiring one: nobody could recognize anyone',
  },
  company_value_duplicate: { status: 422, message: 'Each value needs a different hashtag' },
  company_value_hashtag_required: { status: 422, message: 'Enter the value as a hashtag' },
  company_value_hashtag_invalid: {
    status: 422,
    message: 'Use up to 40 letters, digits, dots, hyphens or apostrophes, without # or spaces',
  },
  company_value_description_too_long: { status: 422, message: 'Keep a value description under 200 characters' },
  budget_name_required: { status: 422, message: 'Enter what points are called' },
  budget_name_too_long: { status: 422, message: 'Keep the name of points under 30 characters' },
  allowance_amount_invalid: { status: 422, message: 'Enter a whole number of points from 0 to 100000' },
  manager_extra_amount_invalid: { status: 422, message: 'Enter a whole number of points from 0 to 100000' },
  max_points_invalid: { status: 422, message: 'Enter a whole number of points from 1 to 100000, or no limit' },
  recipients_limit_invalid: { status: 422, message: 'Enter a whole number of people from 1 to 500' },
  recipients_range_invalid: { status: 422, message: 'The most recipients cannot be fewer than the fewest' },
  // Recognition §3 constructive feedback and check-ins (issue 18).
  feedback_topic_required: { status: 422, message: 'Say what you would like feedback on' },
  feedback_topic_too_long: { status: 422, message: 'Keep the topic under 200 characters' },
  feedback_message_required: { status: 422, message: 'Write your feedback' },
  feedback_message_too_long: { status: 422, message: 'Keep your feedback under 2000 characters' },
  feedback_due_date_past: { status: 422, message: 'Choose a due date from today on' },
  feedback_self: { status: 422, message: 'Choose a colleague other than yourself' },
  feedback_colleague_required: { status: 422, message: 'Choose a colleague' },
  feedback_request_answered: { status: 409, message: 'This request has already been answered' },
  check_in_went_well_required: { status: 422, message: 'Say what went well' },
  check_in_text_too_long: { status: 422, message: 'Keep each answer under 2000 characters' },
  check_in_mood_invalid: { status: 422, message: 'Choose a mood from 1 to 5' },
  check_in_comment_required: { status: 422, message: 'Write your answer' },
  check_in_answered: { status: 409, message: 'Your manager has answered this check-in: it can no longer change' },
  amount_above_limit: { status: 422, message: 'Give at most {{maxPoints}} points in one recognition' },
  too_few_recipients: { status: 422, message: 'Recognize at least {{minRecipients}} people at once' },
  too_many_recipients: { status: 422, message: 'Recognize at most {{maxRecipients}} people at once' },
  // Issue 18: one-on-ones, goals and their admin settings.
  growth_text_required: { status: 422, message: 'Write something first' },
  growth_text_too_long: { status: 422, message: 'Keep it shorter' },
  goal_progress_invalid: { status: 422, message: 'Progress is a whole number from 0 to 100' },
  goal_due_date_invalid: { status: 422, message: 'Pick a valid due date' },
  reminder_days_invalid: { status: 422, message: 'Remind from 0 to 7 days before' },
  one_on_one_ended: { status: 409, message: 'This one-on-one has ended' },
  one_on_one_date_invalid: { status: 422, message: 'Pick a valid date' },
  one_on_one_date_past: { status: 422, message: 'Pick a date from today on' },
  one_on_one_time_invalid: { status: 422, message: 'Pick a valid time' },
  one_on_one_notes_conflict: { status: 409, message: 'Someone else changed the shared notes since you opened them' },
  // Issue 18 leftovers: the pulse check and performance recap cycles.
  pulse_question_required: { status: 422, message: 'Write the pulse question' },
  pulse_question_too_long: { status: 422, message: 'Keep the question to 200 characters' },
  pulse_label_invalid: { status: 422, message: 'Give each point of the scale a label of up to 40 characters' },
  pulse_threshold_invalid: { status: 422, message: 'The minimum number of answers is a whole number from 2 to 10' },
  pulse_score_invalid: { status: 422, message: 'Choose an answer from 1 to 5' },
  pulse_comment_too_long: { status: 422, message: 'Keep the comment to 500 characters' },
  recap_cycle_name_required: { status: 422, message: 'Name the recap cycle' },
  recap_cycle_name_too_long: { status: 422, message: 'Keep the name to 100 characters' },
  recap_cycle_period_invalid: { status: 422, message: 'Pick a period whose end is on or after its start' },
  recap_cycle_due_date_invalid: { status: 422, message: 'Pick a due date on or after the period ends' },
  recap_question_required: { status: 422, message: 'Write each question, or remove it' },
  recap_question_too_long: { status: 422, message: 'Keep each question to 200 characters' },
  recap_questions_count: { status: 422, message: 'Ask from 1 to 5 questions' },
  recap_answer_too_long: { status: 422, message: 'Keep each answer to 2000 characters' },
  recap_cycle_closed: { status: 409, message: 'There is no recap cycle open right now' },
  // Issue 18: profile settings.
  profile_name_required: { status: 422, message: 'Enter your name' },
  profile_name_too_long: { status: 422, message: 'Keep your name to 80 characters' },
  profile_locale_invalid: { status: 422, message: 'Choose a language from the list' },
  profile_time_zone_invalid: { status: 422, message: 'Choose a time zone from the list' },
  // Issue 20: appearance.
  profile_theme_invalid: { status: 422, message: 'Choose System, Light or Dark' },
} as const satisfies Record<string, ApiErrorEntry>;

export type ApiErrorId = keyof typeof API_ERRORS;

export const API_ERROR_IDS = Object.keys(API_ERRORS) as ApiErrorId[];

export const isApiErrorId = (value: unknown): value is ApiErrorId =>
  typeof value === 'string' && Object.hasOwn(API_ERRORS, value);

/** The English message of an id, its `{{name}}` placeholders filled from `params`. */
export const apiErrorText = (id: ApiErrorId, params: ApiErrorParams = {}): string =>
  API_ERRORS[id].message.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );

/** The catalogue's English as an i18next namespace, for code that words errors it found itself. */
export const apiErrorsEnglish: Readonly<Record<ApiErrorId, string>> = Object.fromEntries(
  API_ERROR_IDS.map((id) => [id, API_ERRORS[id].message]),
) as Record<ApiErrorId, string>;
