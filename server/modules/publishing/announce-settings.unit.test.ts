import { describe, expect, it } from 'vitest';
import type { ChangeFeed } from '../live';
import { announcingSettings } from './announce-settings';
import type { PublishingService } from './publishing';

describe('announcingSettings', () => {
  it('announces a republished config, but not the start-up rewrite of the files, which changes nothing', async () => {
    const published: string[] = [];
    const announced: string[] = [];
    const write = async (id: string) => void published.push(id);
    const publishing = { publishRestaurant: write, republishAtStart: write } as unknown as PublishingService; // only the two calls under test
    const feed = { notify: (id: string) => void announced.push(id) } as unknown as ChangeFeed; // only notify is used
    const wrapped = announcingSettings(publishing, feed);
    await wrapped.republishAtStart('demo');
    expect([published, announced]).toEqual([['demo'], []]);
    await wrapped.publishRestaurant('demo');
    expect([published, announced]).toEqual([['demo', 'demo'], ['demo']]);
  });
});
