/**
 * The alert's sound: a short falling two-note tone (880 Hz, then 660 Hz; half a second, soft)
 * made with Web Audio, so the console ships no sound file. Browsers let a page make sound only
 * after a user's gesture on it: turning the sound on in Settings plays it once (and starts the
 * audio); after a reload the first click anywhere on the page allows it again.
 */
type AudioContextClass = typeof AudioContext;

let context: AudioContext | undefined;

const audioContextClass = (): AudioContextClass | undefined =>
    typeof window === 'undefined'
        ? undefined
        : (window.AudioContext ??
          (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);

/** Plays the tone; false when the browser has no Web Audio or does not allow sound yet. */
export const playTone = async (): Promise<boolean> => {
    const Context = audioContextClass();
    if (!Context) return false;
    try {
        context ??= new Context();
        if (context.state === 'suspended') await context.resume();
        if (context.state !== 'running') return false;
        const start = context.currentTime;
        const gain = context.createGain();
        gain.gain.setValueAtTime(0.0001, start);
        gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
        gain.gain.setValueAtTime(0.2, start + 0.38);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.5);
        const note = context.createOscillator();
        note.type = 'sine';
        note.frequency.setValueAtTime(880, start);
        note.frequency.setValueAtTime(660, start + 0.2);
        note.connect(gain).connect(context.destination);
        note.start(start);
        note.stop(start + 0.5);
        return true;
    } catch {
        return false;
    }
};
