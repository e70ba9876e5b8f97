/** The modes of <svc-consumer-form> by name; any other `mode` value creates. */
import { ownValue } from '../../api/own.js';
import { createMode } from './create-mode.js';
import { profileMode } from './profile-mode.js';
import { contactMode } from './contact-mode.js';
import type { AnyConsumerMode } from './mode.js';

const MODES: Readonly<Record<string, AnyConsumerMode>> = { create: createMode, profile: profileMode, contact: contactMode };

export function modeFor(name: string | undefined): AnyConsumerMode {
  return ownValue(MODES, name) ?? createMode;
}
