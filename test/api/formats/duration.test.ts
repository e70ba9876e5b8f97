import { expect } from '@open-wc/testing';
import { ISO_DURATION_PATTERN } from '../../../src/api/formats/duration.js';
import { durationObjectToMs, durationToMs, parseIsoDuration } from '../../../src/api/formats/duration-ms.js';

describe('parseIsoDuration', () => {
  it('converts ISO 8601 durations to milliseconds', () => {
    const cases: Record<string, number> = {
      PT1M: 60_000,
      PT30S: 30_000,
      'PT0.5S': 500,
      'PT0,5S': 500,
      'PT0.3S': 300,
      'PT0.001S': 1,
      PT0S: 0,
      P1D: 86_400_000,
      PT1H30M: 5_400_000,
      P1DT2H: 93_600_000,
      P2W: 1_209_600_000,
      'PT1.5H': 5_400_000,
      'P1DT1H1M1.25S': 90_061_250,
    };
    for (const [text, ms] of Object.entries(cases)) {
      expect(parseIsoDuration(text), text).to.equal(ms);
      expect(durationToMs(text), text).to.equal(ms);
      expect(ISO_DURATION_PATTERN.test(text), text).to.equal(true);
    }
  });

  it('reads negative durations, with a leading sign or signs per component as java.time writes them', () => {
    expect(parseIsoDuration('-PT1M')).to.equal(-60_000);
    expect(parseIsoDuration('PT-1M')).to.equal(-60_000);
    expect(parseIsoDuration('PT-1M-30S')).to.equal(-90_000);
    expect(parseIsoDuration('PT-0.5S')).to.equal(-500);
    expect(parseIsoDuration('-PT-1M')).to.equal(60_000);
    expect(Object.is(parseIsoDuration('-PT0S'), 0)).to.equal(true);
  });

  it('refuses what is not a duration of weeks, days, hours, minutes and seconds', () => {
    const refused = [
      '1M', 'P', 'PT', 'P1Y', 'P1M', 'P1Y2M', 'P1DT', 'PT1', 'PT1X', '', ' PT1M', 'PT1M ', 'pt1m',
      'PT1.5M30S', 'PT.5S', 'PT5.S', 'P-', 'PT1S1M', 'PT1H1H', 'T1M', 'PTM', '--PT1M',
    ];
    for (const text of refused) {
      expect(parseIsoDuration(text), JSON.stringify(text)).to.equal(null);
      expect(durationToMs(text), JSON.stringify(text)).to.equal(null);
      expect(ISO_DURATION_PATTERN.test(text), JSON.stringify(text)).to.equal(false);
    }
  });
});

describe('duration objects', () => {
  it('adds seconds and nanoseconds', () => {
    expect(durationObjectToMs({ seconds: 60, nano: 500_000_000 })).to.equal(60_500);
    expect(durationObjectToMs({ seconds: 60 })).to.equal(60_000);
    expect(durationToMs({ seconds: 60, nano: 500_000_000 })).to.equal(60_500);
    expect(durationToMs({ seconds: 0, nano: 0, negative: false, zero: true, positive: false, units: [] })).to.equal(0);
  });

  it('reads negative durations as java.time.Duration sends them', () => {
    // Duration.ofMillis(-500): seconds -1, nano 500 000 000.
    expect(durationToMs({ seconds: -1, nano: 500_000_000, negative: true })).to.equal(-500);
    expect(durationToMs({ seconds: -60, nano: 0, negative: true })).to.equal(-60_000);
  });

  it('honours the negative flag on a magnitude', () => {
    expect(durationObjectToMs({ seconds: 60, negative: true })).to.equal(-60_000);
    expect(durationObjectToMs({ seconds: 60, nano: 500_000_000, negative: true })).to.equal(-60_500);
    expect(Object.is(durationObjectToMs({ seconds: 0, negative: true }), 0)).to.equal(true);
  });

  it('refuses objects without a usable number of seconds', () => {
    for (const value of [{}, { seconds: '60' }, { seconds: Number.NaN }, { seconds: 1, nano: 'x' }, { seconds: Infinity }, null, 42]) {
      expect(durationToMs(value as never), JSON.stringify(value)).to.equal(null);
    }
  });
});
