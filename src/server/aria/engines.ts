import type { Config } from '../config';
import { createLlmEngine } from './llm-engine';
import { createScriptedEngine } from './scripted/scripted-engine';
import type { AriaEngines } from './service';

/**
 * The scripted engine by default, so Aria answers on a fresh machine with no account anywhere; an
 * OpenAI-compatible model when ARIA_LLM_* is configured. The scripted engine is always the fallback.
 */
export function createAriaEngines(config: Pick<Config, 'ariaLlm'>): AriaEngines {
  const scripted = createScriptedEngine();
  return { primary: config.ariaLlm ? createLlmEngine(config.ariaLlm) : scripted, fallback: scripted };
}
