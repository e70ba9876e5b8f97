/** Textos en español de <svc-card-profile-rules>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  profileIdInvalid: 'Este formulario no tiene un identificador de perfil de tarjeta válido (profile-id): no se puede enviar nada.',
  futureOnly: 'Las reglas por defecto solo se aplican a las tarjetas creadas con este perfil después de un cambio. Las tarjetas existentes conservan las reglas con las que se crearon.',
  done: '{rule} es ahora una regla por defecto de este perfil, para las tarjetas que se creen a partir de ahora.',
  removed: '{rule} ya no es una regla por defecto de este perfil. Las tarjetas creadas antes la conservan.',
} satisfies Catalog['cardProfileRules'];
