/**
 * Registers every element of the kit. Safe to load twice: a tag already defined is left alone.
 * The list of element modules is generated from the element folders (`npm run generate`).
 */
import { defineElements } from './elements/registry.js';
import './generated/define-all.js';

defineElements();
