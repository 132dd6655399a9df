/** Spec §9: the poster is the frame at 0.01 s, as a JPEG. */
export const POSTER_TIME_S = 0.01;
const POSTER_QUALITY = 0.85;
/** A video the browser neither decodes nor refuses in this time goes without a poster. */
const POSTER_TIMEOUT_MS = 5000;

/** The poster of a video, or null when the browser cannot decode it (an .avi, a .wmv). */
export function capturePoster(video: Blob): Promise<Blob | null> {
  const url = URL.createObjectURL(video);
  const element = document.createElement('video');
  element.muted = true;
  element.playsInline = true;
  element.preload = 'auto';
  return new Promise<Blob | null>((resolve) => {
    setTimeout(() => resolve(null), POSTER_TIMEOUT_MS);
    element.onloadeddata = () => {
      element.currentTime = POSTER_TIME_S;
    };
    element.onseeked = () => {
      const canvas = document.createElement('canvas');
      canvas.width = element.videoWidth;
      canvas.height = element.videoHeight;
      canvas.getContext('2d')?.drawImage(element, 0, 0);
      canvas.toBlob((blob) => resolve(blob), 'image/jpeg', POSTER_QUALITY);
    };
    element.onerror = () => resolve(null);
    element.src = url;
  }).finally(() => {
    element.removeAttribute('src');
    URL.revokeObjectURL(url);
  });
}
