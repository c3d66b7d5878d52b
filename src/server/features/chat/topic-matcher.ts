// Finds every knowledge-base topic a message asks about, in the order it asks. A message is read
// question by question (split at ? ! . ; and line breaks); in each, every keyword of every topic
// is looked for, typos allowed (text-matching.ts). Where keywords overlap the longer one wins
// ("medical card" is not "card"). A keyword from `askedAs` is enough for its topic; a hint needs
// a second clue. When a topic and a narrower one both match in one question, the narrower one
// answers ("pay by Zelle" is about Zelle, not about every way to pay). A reply answers only what
// was asked: a topic only hinted at gives way to one asked by name in the same question ("how do I
// track my shipment" is about tracking, not about requesting a shipment), and a thing named in a
// question about something else ("pallet prices", "track my pallet") is what that question is
// about, not a second question, unless the question asks what the thing is ("whats LTL").
import type { Topic } from './knowledge-base.js';
import { stem, wordMatches, wordsOf } from './text-matching.js';

export interface TopicMatch {
  topic: Topic;
  /** Where in the message (in words) the topic is first asked about. */
  position: number;
}

interface Keyword {
  topicIndex: number;
  words: string[];
  /** 1 for `askedAs`, 0.5 for hints. */
  weight: number;
  /** Identifies the keyword within its topic, so it scores once however often it appears. */
  key: string;
}

interface Occurrence {
  keyword: Keyword;
  /** Indices of the matched words in the question. */
  at: number[];
}

const ENOUGH = 1;
/**
 * Words that ask what a thing is, when they come just before it, but for articles ("whats LTL",
 * "what is a pallet", "qué es una tarima"), in English and Spanish.
 */
const WHAT_IS_WORDS = new Set(
  ['what', 'whats', 'meaning', 'difference', 'diff', 'explain', 'que', 'significa', 'diferencia', 'explique', 'explica'].map(stem),
);
const ARTICLES = new Set(['is', 'are', 'a', 'an', 'the', 'es', 'son', 'un', 'una', 'el', 'la', 'los', 'las'].map(stem));
/** A phrase's words may have one other word between them ("pay it by card"). */
const MAX_GAP = 1;

export interface TopicMatcher {
  find(message: string): TopicMatch[];
}

export function topicMatcher(topics: readonly Topic[]): TopicMatcher {
  const keywords = compileKeywords(topics);
  return {
    find(message) {
      const found = new Map<Topic, TopicMatch>();
      let offset = 0;
      for (const question of message.split(/[?!.;\n]+/)) {
        const words = wordsOf(question);
        for (const match of matchQuestion(topics, keywords, words)) {
          const position = offset + match.position;
          const earlier = found.get(match.topic);
          if (!earlier || earlier.position > position) found.set(match.topic, { topic: match.topic, position });
        }
        offset += words.length;
      }
      return [...found.values()].sort((a, b) => a.position - b.position);
    },
  };
}

function compileKeywords(topics: readonly Topic[]): Keyword[] {
  const keywords: Keyword[] = [];
  topics.forEach((topic, topicIndex) => {
    const seen = new Set<string>();
    const add = (phrase: string, weight: number) => {
      const words = wordsOf(phrase);
      const key = words.join(' ');
      if (words.length === 0 || seen.has(key)) return;
      seen.add(key);
      keywords.push({ topicIndex, words, weight, key });
    };
    for (const phrase of topic.askedAs) add(phrase, 1);
    for (const phrase of topic.hints ?? []) add(phrase, 0.5);
  });
  return keywords;
}

function matchQuestion(topics: readonly Topic[], keywords: readonly Keyword[], words: readonly string[]): TopicMatch[] {
  if (words.length === 0) return [];
  const accepted = withoutOverlaps(keywords.flatMap((keyword) => occurrencesOf(keyword, words)));

  const scores = new Map<number, { score: number; hintsOnly: boolean; position: number; seen: Set<string>; words: Set<number> }>();
  // Strong keywords first, so a word that is both ("deliver", "delivery") counts as the stronger.
  for (const { keyword, at } of [...accepted].sort((a, b) => b.keyword.weight - a.keyword.weight)) {
    const entry = scores.get(keyword.topicIndex) ?? { score: 0, hintsOnly: true, position: Infinity, seen: new Set(), words: new Set() };
    // Each keyword counts once, and the same words count once per topic, however many of its
    // keywords they resemble.
    if (!entry.seen.has(keyword.key) && !at.every((index) => entry.words.has(index))) {
      entry.seen.add(keyword.key);
      for (const index of at) entry.words.add(index);
      entry.score += keyword.weight;
      if (keyword.weight >= ENOUGH) entry.hintsOnly = false;
    }
    entry.position = Math.min(entry.position, at[0] ?? Infinity);
    scores.set(keyword.topicIndex, entry);
  }

  const matchedIds = new Set<string>();
  const scoreOf = (topicIndex: number) => {
    const entry = scores.get(topicIndex);
    if (!entry) return 0;
    // The broader topic being asked about is a second clue for a narrower topic's hint...
    const parent = topics[topicIndex]?.narrows;
    const parentIndex = parent === undefined ? -1 : topics.findIndex((topic) => topic.id === parent);
    const parentEntry = scores.get(parentIndex);
    // ...but not the very words the broader topic was asked with ("pay in cash" is not about invoices).
    const parentAsked =
      parentEntry !== undefined && parentEntry.score >= ENOUGH && [...entry.words].some((index) => !parentEntry.words.has(index));
    return entry.score + (parentAsked && entry.hintsOnly ? 0.5 : 0);
  };
  for (const topicIndex of scores.keys()) {
    const topic = topics[topicIndex];
    if (topic && scoreOf(topicIndex) >= ENOUGH) matchedIds.add(topic.id);
  }

  const candidates: { topic: Topic; entry: { hintsOnly: boolean; position: number } }[] = [];
  for (const [topicIndex, entry] of scores) {
    const topic = topics[topicIndex];
    if (!topic || !matchedIds.has(topic.id)) continue;
    const narrowerAsked = topics.some((other) => other.narrows === topic.id && matchedIds.has(other.id));
    if (!narrowerAsked) candidates.push({ topic, entry });
  }

  // The questions asked by name: a topic only hinted at, or a thing named, gives way to them.
  const askedByName = candidates.filter(({ topic, entry }) => !entry.hintsOnly && !topic.isAThing);
  const asksWhatItIs = (position: number) => {
    let before = position - 1;
    while (before >= 0 && ARTICLES.has(words[before] ?? '')) before--;
    return WHAT_IS_WORDS.has(words[before] ?? '');
  };
  const answered = candidates.filter(({ topic, entry }) => {
    const others = askedByName.filter((other) => other.topic !== topic && other.topic.id !== topic.narrows);
    if (others.length === 0) return true;
    if (topic.isAThing) return asksWhatItIs(entry.position);
    return !entry.hintsOnly;
  });
  return answered.map(({ topic, entry }) => ({ topic, position: entry.position }));
}

/** Every place the keyword's words appear in order, each at most MAX_GAP words after the last. */
function occurrencesOf(keyword: Keyword, words: readonly string[]): Occurrence[] {
  const occurrences: Occurrence[] = [];
  const [first, ...rest] = keyword.words;
  if (first === undefined) return occurrences;
  for (let start = 0; start < words.length; start++) {
    if (!wordMatches(words[start] ?? '', first)) continue;
    const at = [start];
    for (const next of rest) {
      const last = at[at.length - 1] ?? start;
      let found = -1;
      for (let i = last + 1; i <= last + 1 + MAX_GAP && i < words.length; i++) {
        if (wordMatches(words[i] ?? '', next)) {
          found = i;
          break;
        }
      }
      if (found < 0) break;
      at.push(found);
    }
    if (at.length === keyword.words.length) occurrences.push({ keyword, at });
  }
  return occurrences;
}

/**
 * Longer phrases first; a word taken by a longer phrase of another topic is not available to a
 * shorter one. Phrases of the same length may share words (a word can be a keyword of two
 * topics), and so may phrases of one topic ("get a confirmation" and "confirmation email").
 */
function withoutOverlaps(occurrences: Occurrence[]): Occurrence[] {
  const sorted = [...occurrences].sort((a, b) => b.keyword.words.length - a.keyword.words.length);
  const takenBy = new Map<number, { length: number; topics: Set<number> }>();
  const accepted: Occurrence[] = [];
  for (const occurrence of sorted) {
    const { topicIndex, words } = occurrence.keyword;
    const blocked = occurrence.at.some((index) => {
      const taken = takenBy.get(index);
      return taken !== undefined && taken.length > words.length && !taken.topics.has(topicIndex);
    });
    if (blocked) continue;
    for (const index of occurrence.at) {
      const taken = takenBy.get(index) ?? { length: words.length, topics: new Set<number>() };
      taken.topics.add(topicIndex);
      takenBy.set(index, taken);
    }
    accepted.push(occurrence);
  }
  return accepted;
}
