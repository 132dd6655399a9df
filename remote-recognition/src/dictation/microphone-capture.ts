import { createDownsampler } from './downsample';

/** The microphone refused: the browser or the person said no. */
export class MicrophoneDeniedError extends Error {
  constructor() {
    super('Microphone access denied');
    this.name = 'MicrophoneDeniedError';
  }
}

export interface MicrophoneCapture {
  stop(): void;
}

const BUFFER_SIZE = 2048;

/**
 * Opens the microphone and hands on its sound as 16 kHz Int16 samples. A ScriptProcessor keeps it in one
 * file (an AudioWorklet would need a module of its own served cross-origin beside the remote) and its
 * work, a downsample per ~43 ms, is small beside the page's.
 */
export async function captureMicrophone(onSamples: (samples: Int16Array) => void): Promise<MicrophoneCapture> {
  let stream: MediaStream;
  try {
    // A recogniser hears best the voice as it is: the call-style filters clip and pump it.
    stream = await navigator.mediaDevices.getUserMedia({
      audio: { channelCount: 1, echoCancellation: false, noiseSuppression: false, autoGainControl: false },
    });
  } catch (error) {
    if (error instanceof DOMException && ['NotAllowedError', 'SecurityError'].includes(error.name)) {
      throw new MicrophoneDeniedError();
    }
    throw error;
  }
  const context = new AudioContext();
  const source = context.createMediaStreamSource(stream);
  const processor = context.createScriptProcessor(BUFFER_SIZE, 1, 1);
  // The processor only runs when connected to the output; a gain of 0 keeps the voice off the speakers.
  const silence = context.createGain();
  silence.gain.value = 0;
  const downsample = createDownsampler(context.sampleRate);
  processor.onaudioprocess = (event) => onSamples(downsample(event.inputBuffer.getChannelData(0)));
  source.connect(processor);
  processor.connect(silence);
  silence.connect(context.destination);
  await context.resume();
  return {
    stop() {
      processor.onaudioprocess = null;
      source.disconnect();
      processor.disconnect();
      for (const track of stream.getTracks()) track.stop();
      void context.close();
    },
  };
}
