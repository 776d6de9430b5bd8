/**
 * The narrator's own eSpeak voice variant: eSpeak's "f3" (a soft female voice, about 140 to
 * 240 Hz) without its breath noise, written into eSpeak's data when it is loaded.
 *
 * f3 adds breath noise to every voiced sample: noise from eSpeak's random number generator, whose
 * 64-bit arithmetic the JavaScript build of eSpeak emulates slowly, shaped by the formants. It
 * takes about 60 % of the synthesis time, yet it is quiet: about 25 dB below the voice, most of it
 * above 3.4 kHz. Without it the voice keeps f3's pitch, formants, stress, echo and roughness; on
 * the bedtime samples, loudness changes by 0.01 dB, the 300 to 3400 Hz band by 0.01 dB and the 3.4
 * to 8 kHz band by 0.1 dB, and the word timings stay the same to the millisecond.
 */

/** The name after "+" in a voice name ("en-us+qamar"). */
export const softVariantName = 'qamar';

/** eSpeak NG's folder of voice variants in the Emscripten virtual file system of the build. */
export const variantsFolder = '/usr/share/espeak-ng-data/voices/!v';

// f3's lines as eSpeak NG ships them, less `breath 0 2 3 3 3 3 3 2` (the test compares them with the
// installed data).
export const softVariantFile = `language variant
name ${softVariantName}
gender female

pitch 140 240
formant 0 105  80 150
formant 1 120  75 150 -50
formant 2 135  70 150 -250
formant 3 125  80 150
formant 4 125  80 150
formant 5 125  80 150
formant 6 120  70 150
formant 7 110  70 150
formant 8 110  70 150

stressAmp 18 18 20 20 20 20 20 20
echo 120 10
roughness 4
`;
