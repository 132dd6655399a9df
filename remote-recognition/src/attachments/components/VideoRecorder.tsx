import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, ModalDialog } from '@laurel/shared/ui-kit';
import type { Recording } from '../hooks/use-composer-attachments';
import { capturePoster } from '../video-poster';
import styles from './Attachments.module.css';

const RECORDED_TYPE = 'video/webm';
const TICK_MS = 1000;

type Phase = 'starting' | 'ready' | 'recording' | 'review' | 'denied';

interface VideoRecorderProps {
  /** Called with the recording once it is kept in the browser's video storage. */
  onUse: (recording: Recording) => void;
  onKeep: (recording: Recording) => Promise<void>;
  onClose: () => void;
}

/** Records a video in the browser (spec §4): the camera's preview, start and stop, a review, then use it. */
export function VideoRecorder({ onUse, onKeep, onClose }: VideoRecorderProps) {
  const { t } = useTranslation('action_input');
  const [phase, setPhase] = useState<Phase>('starting');
  const [seconds, setSeconds] = useState(0);
  const [recording, setRecording] = useState<(Recording & { url: string }) | null>(null);
  const camera = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);

  useEffect(() => {
    let stopped = false;
    navigator.mediaDevices
      .getUserMedia({ video: true, audio: true })
      .then((media) => {
        if (stopped) return media.getTracks().forEach((track) => track.stop());
        stream.current = media;
        if (camera.current) camera.current.srcObject = media;
        setPhase('ready');
      })
      .catch(() => !stopped && setPhase('denied'));
    return () => {
      stopped = true;
      if (recorder.current?.state === 'recording') recorder.current.stop();
      stream.current?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  useEffect(() => {
    if (phase !== 'recording') return;
    const timer = setInterval(() => setSeconds((elapsed) => elapsed + 1), TICK_MS);
    return () => clearInterval(timer);
  }, [phase]);

  useEffect(
    () => () => {
      if (recording) URL.revokeObjectURL(recording.url);
    },
    [recording],
  );

  function start() {
    if (!stream.current) return;
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream.current, { mimeType: RECORDED_TYPE });
    media.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data);
    media.onstop = () => {
      const video = new Blob(chunks, { type: RECORDED_TYPE });
      void capturePoster(video).then(async (poster) => {
        const kept = { video, poster };
        await onKeep(kept);
        setRecording({ ...kept, url: URL.createObjectURL(video) });
        setPhase('review');
      });
    };
    recorder.current = media;
    setSeconds(0);
    media.start();
    setPhase('recording');
  }

  const again = () => {
    setRecording(null);
    setPhase('ready');
  };

  return (
    <ModalDialog open onOpenChange={(open) => !open && onClose()} title={t('attachments.recorder.title')} widthPx={560}>
      {phase === 'denied' ? (
        <Alert status="error" title={t('attachments.recorder.title')}>
          {t('attachments.recorder.denied')}
        </Alert>
      ) : (
        <>
          <video
            ref={camera}
            className={styles.camera}
            hidden={phase === 'review'}
            autoPlay
            muted
            playsInline
            aria-label={t('attachments.recorder.camera')}
          />
          {phase === 'review' && recording && (
            // A recording made a moment ago has no captions yet; its maker is reviewing it.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <video
              className={styles.camera}
              src={recording.url}
              controls
              aria-label={t('attachments.recorder.review')}
            />
          )}
        </>
      )}
      <p role="status" className={styles.status}>
        {phase === 'recording' ? t('attachments.recorder.recording', { seconds }) : ''}
      </p>
      <div className={styles.recorderActions}>
        {phase === 'ready' && (
          <button type="button" className={styles.primary} onClick={start}>
            {t('attachments.recorder.start')}
          </button>
        )}
        {phase === 'recording' && (
          <button type="button" className={styles.primary} onClick={() => recorder.current?.stop()}>
            {t('attachments.recorder.stop')}
          </button>
        )}
        {phase === 'review' && recording && (
          <>
            <button type="button" className={styles.button} onClick={again}>
              {t('attachments.recorder.again')}
            </button>
            <button type="button" className={styles.primary} onClick={() => onUse(recording)}>
              {t('attachments.recorder.use')}
            </button>
          </>
        )}
        <button type="button" className={styles.button} onClick={onClose}>
          {t('attachments.recorder.close')}
        </button>
      </div>
    </ModalDialog>
  );
}
