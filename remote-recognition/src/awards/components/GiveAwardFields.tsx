import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Descendant } from 'slate';
import type { GivableAward } from '@laurel/shared/contract';
import type { BonusPrivacy, GiverBudget, RecognitionSettings } from '@laurel/shared/recognition';
import { Alert, FieldError } from '@laurel/shared/ui-kit';
import { Composer } from '../../composer/components/Composer';
import { createComposerEditor } from '../../composer/composer-editor';
import { draftOf, type Draft } from '../../composer/draft';
import type { SuggestionKind } from '../../composer/suggestion-kinds';
import { awardAmountOf, awardDefaults, awardPreviewOf, type AwardGiveChoice } from '../award-give';
import { useAwardGive } from '../use-award-give';
import type { AwardGiveOutcome } from '../api/post-award-give';
import { AwardPicker } from './AwardPicker';
import { AwardIcon } from './AwardIcon';
import { AwardMessage } from './AwardMessage';
import { AwardOptions } from './AwardOptions';
import styles from './GiveAward.module.css';

/** The award's rich-text description as a line of text, never as markup. */
const textOfHtml = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/** Recognition §3 award contexts: the editor only names who receives; the message is the award's. */
const RECIPIENTS_ONLY: ReadonlySet<SuggestionKind> = new Set(['recipient']);

export interface GiveAwardFieldsProps {
  awards: readonly GivableAward[];
  initialAwardId?: number;
  settings: RecognitionSettings;
  budget: GiverBudget;
  selfId: number;
  initialValue: Descendant[];
  onStartDraft: () => void;
  onSubmittingChange: (submitting: boolean) => void;
  onDone: (outcome: AwardGiveOutcome) => void;
  onCancel: () => void;
  popupOpenRef: { current: boolean };
}

export function GiveAwardFields(props: GiveAwardFieldsProps) {
  const { awards, settings, budget, selfId, initialValue, onStartDraft } = props;
  const { t } = useTranslation('awards');
  const { t: tInput } = useTranslation('action_input');
  const ids = { recipientsError: useId(), hint: useId() };
  const openedOn = awards.find((award) => award.id === props.initialAwardId);
  const [award, setAward] = useState<GivableAward | null>(openedOn ?? (awards.length === 1 ? awards[0]! : null));
  const [editor] = useState(createComposerEditor);
  const [draft, setDraft] = useState<Draft>(() => draftOf(initialValue, selfId));
  const [choice, setChoice] = useState(() => ({
    ...(award ? awardDefaults(award) : { message: '', amount: null as number | null, privacy: 'publicly_visible' }),
    hideGiver: false,
    messageEdited: false,
  }));
  const started = useRef(false);
  const change = (next: Partial<typeof choice>) => {
    if (!started.current) {
      started.current = true;
      onStartDraft();
    }
    setChoice((current) => ({ ...current, ...next }));
  };
  const { problems, serverError, submitting, submit } = useAwardGive(selfId, props.onDone);

  const choose = (next: GivableAward) => {
    setAward(next);
    // A message the giver wrote stays; an untouched one follows the award.
    const { message, ...defaults } = awardDefaults(next);
    change(choice.messageEdited ? defaults : { ...defaults, message });
  };
  const full: AwardGiveChoice | null = award
    ? {
        award,
        recipients: draft.recipients,
        message: choice.message,
        amount: choice.amount,
        privacy: choice.privacy as BonusPrivacy,
        hideGiver: choice.hideGiver,
      }
    : null;
  const total = full ? (awardAmountOf(full) ?? 0) * draft.recipients.length : 0;
  const send = () => {
    if (!full) return;
    props.onSubmittingChange(true);
    void submit(full).finally(() => props.onSubmittingChange(false));
  };
  const problemText = (problem: (typeof problems)[number]) =>
    problems.includes(problem) ? t(`problems.${problem}`) : undefined;

  return (
    <div className={styles.form}>
      {!openedOn && awards.length > 1 && <AwardPicker awards={awards} chosenId={award?.id ?? null} onChoose={choose} />}
      {award && (
        <div className={styles.chosen}>
          <AwardIcon url={award.iconUrl} sizePx={40} />
          <div>
            <p className={styles.chosenName}>{award.name}</p>
            {award.description && <p className={styles.hint}>{textOfHtml(award.description)}</p>}
          </div>
        </div>
      )}
      <div className={styles.field}>
        <Composer
          editor={editor}
          initialValue={initialValue}
          settings={settings}
          budget={budget}
          selfId={selfId}
          label={t('recipients.label')}
          placeholder={t('recipients.placeholder')}
          describedBy={ids.recipientsError}
          invalid={problems.includes('recipient_required')}
          readOnly={submitting}
          focusOnMount={Boolean(award)}
          popupOpenRef={props.popupOpenRef}
          suggestionKinds={RECIPIENTS_ONLY}
          onSubmitShortcut={send}
          onDraftChange={(next) => {
            if (next.text !== draft.text) change({});
            setDraft(next);
          }}
        />
        <FieldError id={ids.recipientsError} error={problemText('recipient_required')} />
      </div>
      {award && full && (
        <>
          <AwardMessage
            award={award}
            message={choice.message}
            preview={awardPreviewOf(full)}
            error={problemText('message_required')}
            onChange={(message) => change({ message, messageEdited: true })}
          />
          <AwardOptions
            award={award}
            amount={choice.amount}
            privacy={choice.privacy as BonusPrivacy}
            hideGiver={choice.hideGiver}
            amountError={problemText('amount_invalid')}
            onAmount={(value) => change({ amount: value })}
            onPrivacy={(privacy) => change({ privacy })}
            onHideGiver={(hideGiver) => change({ hideGiver })}
          />
        </>
      )}
      {serverError && (
        <Alert status="error" className={styles.serverError}>
          {serverError}
        </Alert>
      )}
      <div className={styles.footer}>
        <button type="button" className={styles.cancel} onClick={props.onCancel}>
          {t('cancel')}
        </button>
        {award && (
          <button
            type="button"
            className={styles.submit}
            aria-disabled={submitting}
            onClick={() => !submitting && send()}
          >
            {submitting
              ? tInput('submit.sending')
              : total > 0
                ? tInput('submit.awardWithAmount', { amount: total })
                : tInput('submit.award')}
          </button>
        )}
      </div>
    </div>
  );
}
