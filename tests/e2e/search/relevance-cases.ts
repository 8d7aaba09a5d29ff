// The search relevance suite: for each query, the page (and, where given, the section) that must be among the
// first three results of the search dialog. Kinds: plain, particle (Korean with particles), accent (Spanish
// typed without accents), plural (inflected forms), cross (the word of another language), spelling (British
// spelling on the English pages, which use American spelling). Issue 26 adds the queries of a reader who does not
// know the site's words: typo (a letter or a jamo off), spacing (Korean without a space or with one too many), alias
// (another edition's or game's word, an everyday word: the glossary's search lists), question (in plain words), and
// term (the glossary term itself, for comparison); and nonsense, which must find nothing.

export type Kind =
  | 'plain'
  | 'particle'
  | 'accent'
  | 'plural'
  | 'cross'
  | 'spelling'
  | 'typo'
  | 'spacing'
  | 'alias'
  | 'question'
  | 'term';
export interface RelevanceCase {
  query: string;
  /** Path of the expected page without the locale: `cypher/pools-edge-effort`. */
  page: string;
  /** The expected section id, among the page's sub-results. */
  section?: string;
  kind: Kind;
}

export const relevanceCases: Record<'ko' | 'es' | 'en', RelevanceCase[]> = {
  ko: [
    { query: '분발', page: 'cypher/pools-edge-effort', section: 'effort', kind: 'plain' },
    { query: '캐릭터 시트', page: 'character', kind: 'plain' },
    { query: '분발을', page: 'cypher/pools-edge-effort', kind: 'particle' },
    { query: '재능은', page: 'cypher/pools-edge-effort', section: 'edge', kind: 'particle' },
    { query: '역량이', page: 'cypher/pools-edge-effort', kind: 'particle' },
    { query: '난이도는', page: 'cypher/tasks-and-difficulty', kind: 'particle' },
    { query: '보탬', page: 'cypher/tasks-and-difficulty', section: 'assets', kind: 'plain' },
    { query: '재시도', page: 'cypher/tasks-and-difficulty', section: 'retrying', kind: 'plain' },
    { query: '초기 비용', page: 'cypher/tasks-and-difficulty', section: 'initial-cost', kind: 'plain' },
    { query: '마스터 개입', page: 'cypher/special-rolls', section: 'gm-intrusion', kind: 'plain' },
    { query: '큰 이득', page: 'cypher/special-rolls', section: 'major-effect', kind: 'plain' },
    { query: '행동 순서', page: 'cypher/encounters-rounds-initiative', section: 'initiative', kind: 'plain' },
    { query: '장갑이', page: 'cypher/attacks-damage-armor', section: 'armor', kind: 'particle' },
    { query: '대형 무기', page: 'cypher/attacks-damage-armor', section: 'weapon-categories', kind: 'plain' },
    { query: '블랙홀', page: 'cypher/hazards', section: 'black-hole', kind: 'plain' },
    { query: '부상 트랙', page: 'cypher/damage-track-recovery', section: 'damage-track', kind: 'plain' },
    { query: '회복 굴림', page: 'cypher/damage-track-recovery', kind: 'plain' },
    { query: '엄폐', page: 'cypher/attack-modifiers', section: 'cover', kind: 'plain' },
    { query: '수영', page: 'cypher/other-actions', section: 'swimming', kind: 'plain' },
    { query: '추격', page: 'cypher/other-actions', section: 'chases', kind: 'plain' },
    { query: '수행원', page: 'cypher/followers', kind: 'plain' },
    { query: '부하', page: 'cypher/followers', kind: 'alias' },
    { query: '추종자', page: 'arkham/faq', kind: 'plain' },
    { query: '사이퍼 제한', page: 'numenera/cyphers', kind: 'plain' },
    { query: '경험치를', page: 'numenera/special-rolls-and-xp', kind: 'particle' },
    { query: '28시간', page: 'numenera/damage-and-recovery', kind: 'plain' },
    { query: '무자비한 규칙', page: 'arkham/faq', kind: 'plain' },
    { query: '틈새 공격', page: 'arkham/faq', kind: 'plain' },
    { query: 'Effort', page: 'cypher/pools-edge-effort', kind: 'cross' },
    { query: 'damage track', page: 'cypher/damage-track-recovery', kind: 'cross' },
    { query: 'Esfuerzo', page: 'cypher/pools-edge-effort', kind: 'cross' },
    { query: 'recovery roll', page: 'cypher/damage-track-recovery', kind: 'cross' },
    { query: 'grim rule', page: 'arkham/faq', kind: 'cross' },
  ],
  es: [
    { query: 'Esfuerzo', page: 'cypher/pools-edge-effort', section: 'effort', kind: 'plain' },
    { query: 'hoja de personaje', page: 'character', kind: 'plain' },
    { query: 'Ventaja', page: 'cypher/pools-edge-effort', section: 'edge', kind: 'plain' },
    { query: 'Reservas', page: 'cypher/pools-edge-effort', kind: 'plural' },
    { query: 'dificultad', page: 'cypher/tasks-and-difficulty', kind: 'plain' },
    { query: 'recursos', page: 'cypher/tasks-and-difficulty', section: 'assets', kind: 'plain' },
    { query: 'coste inicial', page: 'cypher/tasks-and-difficulty', section: 'initial-cost', kind: 'plain' },
    { query: 'intrusion del DJ', page: 'cypher/special-rolls', section: 'gm-intrusion', kind: 'accent' },
    { query: 'efecto mayor', page: 'cypher/special-rolls', section: 'major-effect', kind: 'plain' },
    { query: 'efectos menores', page: 'cypher/special-rolls', kind: 'plural' },
    { query: 'iniciativa', page: 'cypher/encounters-rounds-initiative', section: 'initiative', kind: 'plain' },
    { query: 'Armadura', page: 'cypher/attacks-damage-armor', section: 'armor', kind: 'plain' },
    { query: 'armas pesadas', page: 'cypher/attacks-damage-armor', kind: 'plural' },
    { query: 'agujero negro', page: 'cypher/hazards', section: 'black-hole', kind: 'plain' },
    { query: 'dano ambiental', page: 'cypher/hazards', kind: 'accent' },
    { query: 'escala de dano', page: 'cypher/damage-track-recovery', kind: 'accent' },
    { query: 'tirada de recuperacion', page: 'cypher/damage-track-recovery', kind: 'accent' },
    { query: 'cobertura', page: 'cypher/attack-modifiers', section: 'cover', kind: 'plain' },
    { query: 'persecucion', page: 'cypher/other-actions', section: 'chases', kind: 'accent' },
    { query: 'nadar', page: 'cypher/other-actions', section: 'swimming', kind: 'plain' },
    { query: 'seguidores', page: 'cypher/followers', kind: 'plural' },
    { query: 'limite de cifras', page: 'numenera/cyphers', kind: 'accent' },
    { query: 'cifras', page: 'numenera/cyphers', kind: 'plural' },
    { query: 'dispositivos', page: 'numenera/cyphers', kind: 'plural' },
    { query: 'puntos de experiencia', page: 'numenera/special-rolls-and-xp', kind: 'plain' },
    { query: 'regla sombria', page: 'arkham/faq', kind: 'accent' },
    { query: 'ataque de oportunidad', page: 'arkham/faq', kind: 'plain' },
    { query: 'Effort', page: 'cypher/pools-edge-effort', kind: 'cross' },
    { query: '분발', page: 'cypher/pools-edge-effort', kind: 'cross' },
    { query: 'damage track', page: 'cypher/damage-track-recovery', kind: 'cross' },
    { query: 'Armor', page: 'cypher/attacks-damage-armor', kind: 'cross' },
    { query: '부상 트랙', page: 'cypher/damage-track-recovery', kind: 'cross' },
  ],
  en: [
    { query: 'Effort', page: 'cypher/pools-edge-effort', section: 'effort', kind: 'plain' },
    { query: 'character sheet', page: 'character', kind: 'plain' },
    { query: 'Edge', page: 'cypher/pools-edge-effort', section: 'edge', kind: 'plain' },
    { query: 'Pools', page: 'cypher/pools-edge-effort', kind: 'plural' },
    { query: 'difficulty', page: 'cypher/tasks-and-difficulty', kind: 'plain' },
    { query: 'assets', page: 'cypher/tasks-and-difficulty', section: 'assets', kind: 'plural' },
    { query: 'initial cost', page: 'cypher/tasks-and-difficulty', section: 'initial-cost', kind: 'plain' },
    { query: 'retrying', page: 'cypher/tasks-and-difficulty', section: 'retrying', kind: 'plain' },
    { query: 'GM intrusion', page: 'cypher/special-rolls', section: 'gm-intrusion', kind: 'plain' },
    { query: 'major effects', page: 'cypher/special-rolls', kind: 'plural' },
    { query: 'initiative', page: 'cypher/encounters-rounds-initiative', section: 'initiative', kind: 'plain' },
    { query: 'Armor', page: 'cypher/attacks-damage-armor', section: 'armor', kind: 'plain' },
    { query: 'heavy weapons', page: 'cypher/attacks-damage-armor', kind: 'plural' },
    { query: 'black hole', page: 'cypher/hazards', section: 'black-hole', kind: 'plain' },
    { query: 'ambient damage', page: 'cypher/hazards', kind: 'plain' },
    { query: 'damage track', page: 'cypher/damage-track-recovery', section: 'damage-track', kind: 'plain' },
    { query: 'recovery rolls', page: 'cypher/damage-track-recovery', kind: 'plural' },
    { query: 'poison', page: 'cypher/damage-track-recovery', section: 'poison', kind: 'plain' },
    { query: 'cover', page: 'cypher/attack-modifiers', section: 'cover', kind: 'plain' },
    { query: 'chases', page: 'cypher/other-actions', section: 'chases', kind: 'plural' },
    { query: 'swimming', page: 'cypher/other-actions', section: 'swimming', kind: 'plain' },
    { query: 'followers', page: 'cypher/followers', kind: 'plural' },
    { query: 'cypher limit', page: 'numenera/cyphers', kind: 'plain' },
    { query: 'occultic cyphers', page: 'numenera/cyphers', kind: 'plural' },
    { query: 'spending XP', page: 'numenera/special-rolls-and-xp', kind: 'plain' },
    { query: 'grim rule', page: 'arkham/faq', kind: 'plain' },
    { query: 'attack of opportunity', page: 'arkham/faq', kind: 'plain' },
    { query: 'armour', page: 'cypher/attacks-damage-armor', section: 'armor', kind: 'spelling' },
    { query: 'manoeuvre', page: 'cypher/other-actions', kind: 'spelling' },
    { query: '분발', page: 'cypher/pools-edge-effort', kind: 'cross' },
    { query: 'Esfuerzo', page: 'cypher/pools-edge-effort', kind: 'cross' },
    { query: '부상 트랙', page: 'cypher/damage-track-recovery', kind: 'cross' },
    { query: 'escala de daño', page: 'cypher/damage-track-recovery', kind: 'cross' },
  ],
};

/**
 * Issue 26: queries as a reader new to the site types them, at least 20 per language. The expected page is the one
 * that answers (for a question, the page of the section that explains its term, which the dialog ranks first).
 */
export const forgivingCases: Record<'ko' | 'es' | 'en', RelevanceCase[]> = {
  ko: [
    { query: '난이드', page: 'cypher/tasks-and-difficulty', kind: 'typo' },
    { query: '분말', page: 'cypher/pools-edge-effort', section: 'effort', kind: 'typo' },
    { query: '엄페', page: 'cypher/attack-modifiers', section: 'cover', kind: 'typo' },
    { query: '수행언', page: 'cypher/followers', kind: 'typo' },
    { query: '사이퍼 재한', page: 'numenera/cyphers', kind: 'typo' },
    { query: '회북 굴림', page: 'cypher/damage-track-recovery', kind: 'typo' },
    { query: '틈새공격', page: 'arkham/faq', kind: 'spacing' },
    { query: '부상트랙', page: 'cypher/damage-track-recovery', section: 'damage-track', kind: 'spacing' },
    { query: '회복굴림', page: 'cypher/damage-track-recovery', section: 'recovery-rolls', kind: 'spacing' },
    { query: '마스터개입', page: 'cypher/special-rolls', section: 'gm-intrusion', kind: 'spacing' },
    { query: '블랙 홀', page: 'cypher/hazards', section: 'black-hole', kind: 'spacing' },
    { query: '대형무기', page: 'cypher/attacks-damage-armor', section: 'weapon-categories', kind: 'spacing' },
    { query: '초기비용', page: 'cypher/tasks-and-difficulty', section: 'initial-cost', kind: 'spacing' },
    { query: '노력', page: 'cypher/pools-edge-effort', section: 'effort', kind: 'alias' },
    { query: '노력을', page: 'cypher/pools-edge-effort', section: 'effort', kind: 'alias' },
    { query: '에지', page: 'cypher/pools-edge-effort', section: 'edge', kind: 'alias' },
    { query: '주도권', page: 'cypher/encounters-rounds-initiative', section: 'initiative', kind: 'alias' },
    { query: '능력치', page: 'cypher/pools-edge-effort', section: 'stats', kind: 'alias' },
    { query: '기회 공격', page: 'arkham/faq', kind: 'alias' },
    // Issue 44: the words of the published Korean Numenera quick-start, and the site's own old words.
    { query: '방어도', page: 'cypher/attacks-damage-armor', section: 'armor', kind: 'alias' },
    { query: '무거운 무기', page: 'cypher/attacks-damage-armor', section: 'weapon-categories', kind: 'alias' },
    { query: '맹공', page: 'cypher/attacks-damage-armor', section: 'damage-amounts', kind: 'alias' },
    { query: '행동 순서 판정', page: 'cypher/encounters-rounds-initiative', section: 'initiative', kind: 'alias' },
    { query: '중상', page: 'cypher/damage-track-recovery', section: 'damage-track', kind: 'alias' },
    { query: '치명상', page: 'cypher/damage-track-recovery', section: 'debilitated', kind: 'alias' },
    { query: '순수 20', page: 'cypher/special-rolls', section: 'natural-rolls', kind: 'alias' },
    { query: '특수 효과', page: 'cypher/special-rolls', section: 'natural-rolls', kind: 'alias' },
    { query: '분발 점수', page: 'cypher/pools-edge-effort', section: 'effort-limits', kind: 'alias' },
    { query: '기절', page: 'cypher/damage-track-recovery', section: 'dazed-and-stunned', kind: 'alias' },
    { query: '이소테리', page: 'numenera/how-to-play', kind: 'alias' },
    { query: '힘이 0이 되면?', page: 'cypher/pools-edge-effort', section: 'stats', kind: 'question' },
    { query: '분발은 어떻게 쓰나요?', page: 'cypher/pools-edge-effort', section: 'effort', kind: 'question' },
    { query: '사이퍼는 몇 개까지 가질 수 있나요?', page: 'numenera/cyphers', kind: 'question' },
    {
      query: '회복 굴림은 언제 하나요?',
      page: 'cypher/damage-track-recovery',
      section: 'recovery-rolls',
      kind: 'question',
    },
    { query: '사이퍼란?', page: 'numenera/cyphers', section: 'what-is-a-cypher', kind: 'question' },
    { query: '재능', page: 'cypher/pools-edge-effort', section: 'edge', kind: 'term' },
    { query: '장갑', page: 'cypher/attacks-damage-armor', section: 'armor', kind: 'term' },
    { query: '선제 굴림', page: 'cypher/encounters-rounds-initiative', section: 'initiative', kind: 'term' },
    { query: '쇄도', page: 'cypher/attacks-damage-armor', section: 'damage-amounts', kind: 'term' },
    // QA Q2 and Q3: the quick-start's word for a roll finds where the glossary explains 굴림; a plain Korean question
    // about armor and Effort finds the Cypher System's rule, not only Numenera's.
    { query: '판정', page: 'cypher/how-to-play', section: 'key-concepts', kind: 'alias' },
    { query: '굴림', page: 'cypher/how-to-play', section: 'key-concepts', kind: 'term' },
    {
      query: '갑옷 입고 분발하면 비용이 얼마야',
      page: 'cypher/pools-edge-effort',
      section: 'effort-in-armor',
      kind: 'question',
    },
    { query: '소형 무기', page: 'cypher/attacks-damage-armor', section: 'weapon-categories', kind: 'term' },
    { query: '중형 무기', page: 'cypher/attacks-damage-armor', section: 'weapon-categories', kind: 'term' },
  ],
  es: [
    { query: 'esfuerso', page: 'cypher/pools-edge-effort', section: 'effort', kind: 'typo' },
    { query: 'dificulad', page: 'cypher/tasks-and-difficulty', kind: 'typo' },
    { query: 'iniciatva', page: 'cypher/encounters-rounds-initiative', section: 'initiative', kind: 'typo' },
    { query: 'armadrua', page: 'cypher/attacks-damage-armor', section: 'armor', kind: 'typo' },
    { query: 'cobertra', page: 'cypher/attack-modifiers', section: 'cover', kind: 'typo' },
    { query: 'segidores', page: 'cypher/followers', kind: 'typo' },
    { query: 'Potencia', page: 'cypher/pools-edge-effort', section: 'stats', kind: 'alias' },
    { query: 'CD', page: 'cypher/tasks-and-difficulty', section: 'setting-difficulty', kind: 'alias' },
    { query: 'pifia', page: 'cypher/special-rolls', section: 'natural-rolls', kind: 'alias' },
    { query: 'puntos de golpe', page: 'cypher/attacks-damage-armor', section: 'damage-to-npcs', kind: 'alias' },
    { query: 'orden de turno', page: 'cypher/encounters-rounds-initiative', section: 'initiative', kind: 'alias' },
    { query: 'máster', page: 'cypher/how-to-play', section: 'key-concepts', kind: 'alias' },
    { query: 'tirada de salvación', page: 'cypher/other-actions', section: 'defend', kind: 'alias' },
    {
      query: '¿qué pasa si mi Reserva de Vigor llega a 0?',
      page: 'cypher/pools-edge-effort',
      section: 'pool',
      kind: 'question',
    },
    { query: '¿cómo funciona el Esfuerzo?', page: 'cypher/pools-edge-effort', section: 'effort', kind: 'question' },
    { query: '¿cuántas cifras puedo llevar?', page: 'numenera/cyphers', section: 'how-many', kind: 'question' },
    {
      query: '¿qué es una intrusión del DJ?',
      page: 'numenera/special-rolls-and-xp',
      section: 'gm-intrusion',
      kind: 'question',
    },
    { query: 'Ventaja', page: 'cypher/pools-edge-effort', section: 'edge', kind: 'term' },
    { query: 'escala de daño', page: 'cypher/damage-track-recovery', section: 'damage-track', kind: 'term' },
    { query: 'regla sombría', page: 'arkham/faq', kind: 'term' },
  ],
  en: [
    { query: 'efort', page: 'cypher/pools-edge-effort', section: 'effort', kind: 'typo' },
    { query: 'diffculty', page: 'cypher/tasks-and-difficulty', kind: 'typo' },
    { query: 'intiative', page: 'cypher/encounters-rounds-initiative', section: 'initiative', kind: 'typo' },
    { query: 'recovrey roll', page: 'cypher/damage-track-recovery', section: 'recovery-rolls', kind: 'typo' },
    { query: 'cyhper limit', page: 'numenera/cyphers', kind: 'typo' },
    { query: 'folowers', page: 'cypher/followers', kind: 'typo' },
    { query: 'intrusoin', page: 'cypher/special-rolls', section: 'gm-intrusion', kind: 'typo' },
    { query: 'hitpoints', page: 'cypher/attacks-damage-armor', section: 'damage-to-npcs', kind: 'spacing' },
    { query: 'damagetrack', page: 'cypher/damage-track-recovery', section: 'damage-track', kind: 'spacing' },
    { query: 'strength', page: 'cypher/pools-edge-effort', section: 'stats', kind: 'alias' },
    { query: 'DC', page: 'cypher/tasks-and-difficulty', section: 'setting-difficulty', kind: 'alias' },
    { query: 'hit points', page: 'cypher/attacks-damage-armor', section: 'damage-to-npcs', kind: 'alias' },
    { query: 'saving throw', page: 'cypher/other-actions', section: 'defend', kind: 'alias' },
    { query: 'nat 20', page: 'cypher/special-rolls', section: 'natural-rolls', kind: 'alias' },
    { query: 'AoO', page: 'arkham/faq', kind: 'alias' },
    { query: 'turn order', page: 'cypher/encounters-rounds-initiative', section: 'initiative', kind: 'alias' },
    { query: 'what happens at 0 Might', page: 'cypher/pools-edge-effort', section: 'stats', kind: 'question' },
    { query: 'how does Effort work?', page: 'cypher/pools-edge-effort', section: 'effort', kind: 'question' },
    { query: 'how many cyphers can I carry?', page: 'numenera/cyphers', section: 'how-many', kind: 'question' },
    { query: 'what is the grim rule?', page: 'arkham/faq', kind: 'question' },
    { query: 'Edge', page: 'cypher/pools-edge-effort', section: 'edge', kind: 'term' },
    { query: 'occultic cypher', page: 'numenera/cyphers', kind: 'term' },
  ],
};

/** Queries no page answers: each must find nothing, in every language. */
export const nonsense = ['xqzvwk', 'zzxxqq', 'qwpfjv', 'fhqwhgads', 'ㅁㄴㅇㄹ없는말', '뷁뛟쀍', 'xqzvwk 분발'];
