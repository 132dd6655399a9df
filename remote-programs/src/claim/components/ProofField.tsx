import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CLAIM_ATTACHMENT_MAX_MEGABYTES } from '@laurel/shared/contract';
import { FieldError } from '@laurel/shared/ui-kit';
import { proofProblem, type FieldProblem } from '../claim-draft';
import { PROOF_ACCEPT } from '../claim-constants';
import styles from './Claim.module.css';

interface ProofFieldProps {
  id: string;
  required: boolean;
  proof: File | null;
  error?: string;
  onChange: (proof: File | null, problem: FieldProblem | null) => void;
}

/** The claim's proof: one JPEG, PNG or PDF up to the server's limit, refused here as the server would. */
export function ProofField({ id, required, proof, error, onChange }: ProofFieldProps) {
  const { t } = useTranslation('rewards', { keyPrefix: 'incentives' });
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t(required ? 'claim.modal.proofRequired' : 'claim.modal.proof')}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('claim.modal.proofHint', { maxMegabytes: CLAIM_ATTACHMENT_MAX_MEGABYTES })}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        accept={PROOF_ACCEPT}
        className={styles.file}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          const problem = file && proofProblem(file);
          if (problem) event.target.value = '';
          onChange(problem ? null : file, problem);
        }}
      />
      {proof && (
        <p className={styles.chosen}>
          <span>{t('claim.modal.proofChosen', { name: proof.name })}</span>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              if (input.current) input.current.value = '';
              onChange(null, null);
              input.current?.focus();
            }}
          >
            {t('claim.modal.removeProof', { name: proof.name })}
          </button>
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
