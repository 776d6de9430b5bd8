import { generateImage } from 'ai';
import type { EngineSettings } from '../config/engine-config.ts';
import type { IllustratorEngineName } from '../config/engine-names.ts';
import type { MeteredIllustrator, UsageMeter } from '../metering/metered-engines.ts';
import { createImageModel, imageShape } from '../providers/image-model.ts';
import { hidePrivateNamesInPage } from '../private-names.ts';
import { pagePrompt, placePrompt, portraitPrompt } from './illustration-prompts.ts';
import { pictureFromImage, type pictureShapes } from './picture-from-image.ts';

/** An illustrator on any AI SDK image model: one picture per call, converted to the Picture sizes. */
export function createCloudIllustrator(
  settings: EngineSettings<IllustratorEngineName>,
): MeteredIllustrator {
  const model = createImageModel(settings);
  const draw = async (
    prompt: string,
    shape: keyof typeof pictureShapes,
    signal: AbortSignal | undefined,
    meter: UsageMeter | undefined,
    seed?: number,
  ) => {
    const result = await generateImage({
      model,
      prompt,
      n: 1,
      ...imageShape(settings, shape),
      // OpenAI image models take no seed; sending one would only print a warning.
      ...(seed !== undefined && settings.engine === 'google' ? { seed } : {}),
      // Retries belong to withFallback, which counts and reports each attempt.
      maxRetries: 0,
      abortSignal: signal,
    });
    meter?.({ images: 1 });
    return pictureFromImage(result.image.uint8Array, shape);
  };
  return {
    name: settings.engine,
    model: settings.model,
    illustratePage: (input, signal, meter) =>
      draw(pagePrompt(hidePrivateNamesInPage(input)), 'landscape', signal, meter, input.seed),
    portrait: (character, signal, meter) =>
      draw(portraitPrompt(character), 'square', signal, meter),
    place: (location, signal, meter) => draw(placePrompt(location), 'landscape', signal, meter),
  };
}
