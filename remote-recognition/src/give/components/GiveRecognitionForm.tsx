import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Descendant } from 'slate';
import {
  RECOGNITION_MAX_LENGTH,
  pointsSpendOf,
  recognitionRulesOf,
  totalAmountOf,
  type BonusView,
  type GiverBudget,
  type RecognitionSettings,
} from '@laurel/shared/recognition';
import { TextCounter } from '@laurel/shared/ui-kit';
import { Composer } from '../../composer/components/Composer';
import { createComposerEditor } from '../../composer/composer-editor';
import { draftOf, type Draft } from '../../composer/draft';
import { isCsvGroup } from '../../composer/suggestion-filters';
import type { SuggestionKind } from '../../composer/suggestion-kinds';
import { ComposerToolbar } from './ComposerToolbar';
import { OutOfBalance } from './OutOfBalance';
import { PrivacyPopover } from '../privacy/PrivacyPopover';
import { groupPreferencesOf, recipientPreferenceOf, useRecipientPrivacy } from '../privacy/recipient-privacy';
import { RecipientPreferenceNote } from './RecipientPreferenceNote';
import { spendableOf } from '../../api/get-giver-budget';
import { hintFor, showsAmountTool, showsPrivacyTool } from '../recognition-hints';
import { SubmitButton } from './SubmitButton';
import { recipientCountOf, useGiveSubmission } from '../hooks/use-give-submission';
import { ValidationErrors } from './ValidationErrors';
import { budgetUnitOf, moneyOf } from '../budget-unit';
import { useFlashPoints } from '../flash-points/use-flash-points';
import { FlashPointsBanner } from '../flash-points/FlashPointsBanner';
import { FlashPointsChip } from '../flash-points/FlashPointsChip';
import { PointsSpendNote } from '../flash-points/PointsSpendNote';
import { GaugeSlot } from '../../gauge/components/GaugeSlot';
import { useComposerAttachments } from '../../attachments/hooks/use-composer-attachments';
import { AttachmentTools } from '../../attachments/components/AttachmentTools';
import { ComposerAttachments } from '../../attachments/components/ComposerAttachments';
import '../../attachments/attachments-copy';
import styles from './GiveRecognition.module.css';

/** A csv group is the whole recipient list (spec §5): no one else may be picked beside it. */
const WITHOUT_RECIPIENTS: ReadonlySet<SuggestionKind> = new Set(['amount', 'hashtag', 'mention', 'emoji']);

export interface GiveRecognitionFormProps {
  settings: RecognitionSettings;
  budget: GiverBudget;
  selfId: number;
  initialValue: Descendant[];
  parentBonus?: BonusView;
  /** Opens the recorder at once, where the person may record. */
  startRecording?: boolean;
  /** Fires once, when the draft is first altered (spec §4). */
  onStartDraft: () => void;
  onSubmittingChange: (submitting: boolean) => void;
  onGiven: (bonus: BonusView, totalAmount: number) => void;
  onCancel: () => void;
  /** Closes the modal at once, without asking about the draft: the person is going elsewhere. */
  onLeave: () => void;
  popupOpenRef: { current: boolean };
}

export function GiveRecognitionForm({
  settings,
  budget,
  selfId,
  initialValue,
  parentBonus,
  startRecording = false,
  onStartDraft,
  onSubmittingChange,
  onGiven,
  onCancel,
  onLeave,
  popupOpenRef,
}: GiveRecognitionFormProps) {
  const { t, i18n } = useTranslation('action_input');
  const ids = { hint: useId(), errors: useId(), counter: useId() };
  const [editor] = useState(createComposerEditor);
  const [draft, setDraft] = useState<Draft>(() => draftOf(initialValue, selfId));
  const [initialText] = useState(draft.text);
  // An add-on keeps its parent's privacy (the server does the same); others start at what every recipient
  // prefers, else at the company's default.
  const preference = parentBonus ? null : recipientPreferenceOf(draft.recipients, selfId);
  const groupPreferences = parentBonus ? [] : groupPreferencesOf(draft.recipients);
  const { privacy, pick: setPrivacy } = useRecipientPrivacy(
    parentBonus?.privacy ?? settings.default_privacy ?? 'publicly_visible',
    preference,
  );
  const [includeParentGiver, setIncludeParentGiver] = useState(false);
  const started = useRef(false);
  const startDraft = () => {
    if (started.current) return;
    started.current = true;
    onStartDraft();
  };

  const spendable = spendableOf(budget);
  const rules = useMemo(() => recognitionRulesOf(settings, budget), [settings, budget]);
  const formRef = useRef<HTMLDivElement>(null);
  const attachments = useComposerAttachments(settings, startDraft, startRecording);
  const { errors, submitting, submit } = useGiveSubmission(rules, (bonus, totalAmount) => {
    attachments.attachment.markGiven();
    onGiven(bonus, totalAmount);
  });
  const flash = useFlashPoints(budget);
  const shownBalance = flash ? budget.giving_balance : spendable;
  const money = moneyOf(settings, shownBalance, i18n.language);
  const chosen = { draft, privacy, parentBonus, includeParentGiver, selfId };
  const recipientCount = recipientCountOf(chosen);
  const shownDraft = { ...draft, recipientCount, totalAmount: totalAmountOf({ amount: draft.amount, recipientCount }) };
  const spend = pointsSpendOf(shownDraft.totalAmount, {
    flashPoints: flash?.balance ?? 0,
    givingBalance: budget.giving_balance,
  });
  const submission = {
    ...chosen,
    flashPointsUsed: spend.flashPointsUsed,
    attachments: attachments.attachment.attachments,
    attachmentLoading: attachments.attachment.loading,
  };
  const recipientsLocked = draft.recipients.some(isCsvGroup);
  const send = () => {
    onSubmittingChange(true);
    void submit(submission).finally(() => onSubmittingChange(false));
  };

  return (
    <div className={styles.form} ref={formRef}>
      {spendable === 0 && !settings.zero_point_bonuses && <OutOfBalance onLeave={onLeave} />}
      {flash && <FlashPointsBanner {...flash} />}
      {parentBonus && (
        <p className={styles.hint}>
          {t('addOn.context', {
            giver: parentBonus.giver?.display_name ?? '',
            receivers: parentBonus.receivers.map((person) => person.display_name).join(', '),
          })}
        </p>
      )}
      <ComposerToolbar
        editor={editor}
        showsAmount={showsAmountTool(settings, budget)}
        recipientsLocked={recipientsLocked}
        draftText={draft.text}
        onToolUsed={startDraft}
      >
        <AttachmentTools controller={attachments} />
      </ComposerToolbar>
      <Composer
        editor={editor}
        initialValue={initialValue}
        settings={settings}
        budget={budget}
        selfId={selfId}
        label={t('composer.label')}
        placeholder={t('composer.placeholder', { example: settings.example_reason })}
        describedBy={`${ids.hint} ${ids.errors}`}
        invalid={errors.length > 0}
        readOnly={submitting}
        focusOnMount
        popupOpenRef={popupOpenRef}
        suggestionKinds={recipientsLocked ? WITHOUT_RECIPIENTS : undefined}
        onSubmitShortcut={send}
        onDraftChange={(next) => {
          // A prefilled draft is not the giver's work until they change it.
          if (next.text !== initialText) startDraft();
          setDraft(next);
        }}
      />
      <div className={styles.underEditor}>
        <p id={ids.hint} className={styles.hint}>
          {t(`hints.${hintFor(settings)}`)}
        </p>
        <TextCounter id={ids.counter} count={draft.text.length} max={RECOGNITION_MAX_LENGTH} />
      </div>
      <ComposerAttachments controller={attachments} dropTarget={formRef} />
      <GaugeSlot text={draft.text} giverId={selfId} />
      {flash && <PointsSpendNote spend={spend} />}
      <ValidationErrors id={ids.errors} errors={errors} settings={settings} spendable={spendable} />
      {parentBonus?.giver && (
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={includeParentGiver}
            onChange={(event) => setIncludeParentGiver(event.target.checked)}
          />
          {t('addOn.includeGiver', { name: parentBonus.giver.display_name })}
        </label>
      )}
      {(preference || groupPreferences.length > 0) && (
        <RecipientPreferenceNote
          preference={preference}
          groups={groupPreferences}
          changeable={showsPrivacyTool(settings)}
        />
      )}
      <div className={styles.footer}>
        <p className={styles.balance}>
          {money
            ? t('balanceMoney', { amount: money })
            : t('balance', { count: shownBalance, unit: budgetUnitOf(settings, shownBalance) })}
        </p>
        {flash && <FlashPointsChip {...flash} />}
        {showsPrivacyTool(settings) && (
          <PrivacyPopover
            value={privacy}
            lockedReason={
              parentBonus ? t('privacy.lockedAddOn', { privacy: t(`privacy.${parentBonus.privacy}`) }) : undefined
            }
            onOpen={startDraft}
            onChange={(value) => {
              startDraft();
              setPrivacy(value);
            }}
          />
        )}
        <button type="button" className={styles.cancel} onClick={onCancel}>
          {t('cancel')}
        </button>
        <SubmitButton variant="give" draft={shownDraft} submitting={submitting} onSubmit={send} />
      </div>
    </div>
  );
}
