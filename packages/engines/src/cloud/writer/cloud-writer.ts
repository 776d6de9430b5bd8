import { generateText, Output } from 'ai';
import { spokenDialectOf } from '@qamar/shared';
import type { EngineSettings } from '../config/engine-config.ts';
import type { WriterEngineName } from '../config/engine-names.ts';
import type { MeteredWriter } from '../metering/metered-engines.ts';
import { createLanguageModel } from '../providers/language-model.ts';
import { understandInput } from './idea-facts.ts';
import { gateStory } from './story-gate.ts';
import { hidePrivateNames } from '../private-names.ts';
import { storySchema } from './story-schema.ts';
import { validateStory } from './validate-story.ts';
import { writerInstructions } from './writer-instructions.ts';
import { writerPrompt } from './writer-prompt.ts';

/** Anthropic has no seed; passing one would only print a warning. */
const seeded = new Set<WriterEngineName>(['openai', 'openai-compatible', 'google']);

/** When a server reports no usage (some local ones), about four characters make a token. */
const roughTokens = (text: string) => Math.ceil(text.length / 4);

/**
 * A writer on any AI SDK language model: the whole story in one structured answer. The model is
 * told the idea as the embedded writer understands it, and its story is held to the embedded
 * writer's gate; a story that fails is refused (and asked again, then written offline).
 */
export function createCloudWriter(settings: EngineSettings<WriterEngineName>): MeteredWriter {
  const model = createLanguageModel(settings);
  // Each attempt at the same story gets the next seed: a refused answer asked again with the same
  // seed and prompt would likely come back the same.
  const attempts = new WeakMap<object, number>();
  return {
    name: settings.engine,
    model: settings.model,
    async write(original, signal, meter) {
      const attempt = attempts.get(original) ?? 0;
      attempts.set(original, attempt + 1);
      // A child's name stays here: the model writes a stand-in, put back below.
      const { input, restore } = hidePrivateNames(original);
      const idea = understandInput(input);
      const prompt = writerPrompt(input, idea);
      const result = await generateText({
        model,
        instructions: writerInstructions,
        prompt,
        output: Output.object({
          schema: storySchema({
            characterNames: input.characters.map((character) => character.name),
            pages: input.pages,
            withDialect: spokenDialectOf(input.dialect) !== undefined,
          }),
          name: 'bedtime_story',
          description: 'A bilingual bedtime story with a scene for each page.',
        }),
        // Retries belong to withFallback, which counts and reports each attempt.
        maxRetries: 0,
        abortSignal: signal,
        ...(seeded.has(settings.engine) ? { seed: input.seed + attempt } : {}),
      });
      meter?.({
        inputTokens: result.usage.inputTokens ?? roughTokens(writerInstructions + prompt),
        outputTokens: result.usage.outputTokens ?? roughTokens(result.text),
      });
      return restore(gateStory(validateStory(result.output, input), input, idea));
    },
  };
}
