import { describe, expect, it } from 'vitest';
import { findMentions, withoutMentions } from './reference-mentions.js';

describe('findMentions', () => {
  it('finds reference IDs however they are typed, canonical and without repeats', () => {
    const mentions = findMentions(
      'status of sr 7k3m q9xd 2hvb n4te? also SR7K3MQ9XD2HVBN4TE and SR-AB12-CD34-EF56-GH78, oh and sr-7k3m-q9xd-2hvb-n4te',
    );
    expect(mentions.serviceRequestIds).toEqual(['SR-7K3M-Q9XD-2HVB-N4TE', 'SR-AB12-CD34-EF56-GH78']);
    expect(mentions.malformedIds).toEqual([]);
  });

  it('reads O as zero and I or L as one, as the confirmation promises', () => {
    expect(findMentions('SR-OOOO-IIII-LLLL-1234').serviceRequestIds).toEqual(['SR-0000-1111-1111-1234']);
  });

  it('tells driver-application IDs, malformed IDs and e-mail addresses apart', () => {
    const mentions = findMentions('DA-7K3M-Q9XD-2HVB-N4TE, SR-1234, SR-UUUU-UUUU-UUUU-UUUU and Jordan@Rivera.Example');
    expect(mentions.driverApplicationIds).toEqual(['DA-7K3M-Q9XD-2HVB-N4TE']);
    expect(mentions.malformedIds).toEqual(['SR-UUUU-UUUU-UUUU-UUUU', 'SR-1234']);
    expect(mentions.emails).toEqual(['jordan@rivera.example']);
    expect(mentions.serviceRequestIds).toEqual([]);
  });

  it('does not read an e-mail address as a reference ID', () => {
    expect(findMentions('sr-1234@example.com')).toMatchObject({ malformedIds: [], emails: ['sr-1234@example.com'] });
  });

  it('finds nothing in a plain question', () => {
    expect(findMentions('how do I pay by zelle?')).toEqual({
      serviceRequestIds: [],
      driverApplicationIds: [],
      malformedIds: [],
      emails: [],
    });
  });
});

describe('withoutMentions', () => {
  it('takes IDs and given e-mail addresses out of the text the topic matcher reads', () => {
    expect(withoutMentions('status of SR-7K3M-Q9XD-2HVB-N4TE, my email is jordan@rivera.example').replace(/\s+/g, ' ')).toBe(
      'status of , ',
    );
  });
});
