// Commit messages (docs/contributing.md): a subject of at most 72 characters in the imperative, no
// trailing full stop, and the why in a body after a blank line. `npm run lint:commits` checks every
// commit after the baseline (766c78a, the last commit without a body; every subject after it was
// short already); the commit-msg hook in .githooks checks each new one. Git's own merge subjects
// ("Merge branch 'x' into y") are skipped (`defaultIgnores`); any other merge message needs a body too.
const pastTense = /^[A-Za-z]+(ed|ing)$/;
// Verbs whose plain form ends like a past tense or a gerund.
const plainForms = new Set(['embed', 'feed', 'need', 'seed', 'shed', 'speed', 'proceed', 'exceed', 'succeed', 'bring', 'string', 'ring']);

export default {
  defaultIgnores: true,
  plugins: [
    {
      rules: {
        // A subject says what the commit does ("Refuse…"), not what was done ("Refused…", "Refusing…").
        'header-imperative': ({ header }) => {
          const words = (header ?? '').split(/\s+/);
          // A leading area ("doctor: …", "Sandbox: …") is not the verb.
          const verb = words[0]?.endsWith(':') ? words[1] : words[0];
          if (!verb || plainForms.has(verb.toLowerCase()) || !pastTense.test(verb)) return [true];
          return [false, `begin the subject with a verb in the imperative ("${verb}" reads as past tense or -ing)`];
        },
      },
    },
  ],
  rules: {
    'header-max-length': [2, 'always', 72],
    'header-full-stop': [2, 'never', '.'],
    'header-trim': [2, 'always'],
    'body-leading-blank': [2, 'always'],
    // The why: a subject alone says what, never why.
    'body-empty': [2, 'never'],
    // A warning: an adjective may begin a good subject ("Saved cards say…").
    'header-imperative': [1, 'always'],
  },
};
