// Package lexical is the planner's deterministic tool scorer: a BM25F-style
// lexical model over each tool's name (split at snake_case and camelCase),
// description, when_to_use and parameter names, with when_not_to_use counted
// as negative evidence.
//
// English text is lower-cased, stripped of stop words, irregular forms mapped
// to their base ("bought" → buy) and stemmed (Snowball); a query word a tool
// lacks earns partial credit from another form of it or from a related word
// of a small built-in table of everyday English synonyms (car ~ vehicle),
// a phrasal verb from the plain word it stands for (call off ~ cancel);
// Chinese text is indexed as character uni- and bigrams, so no dictionary is
// needed. A built-in glossary of general business and IT vocabulary bridges
// the two languages: a Chinese word of a query (订单, 库存, 重启) credits the
// tools whose text holds its English equivalent, an English word the tools
// whose text holds its Chinese one, and a query's Han runs are cut at the
// glossary's words so that bigrams straddling two words do not count,
// except inside a word the catalog's tools gloss in brackets (早班 in
// "the early shift (早班)"). Scores are normalised to 0..1 as the share of the query's weighted
// content that a tool's text covers, which makes them comparable across
// queries: under Threshold no tool is suitable (for a best tool that leads
// the runner-up Lead times, a threshold scaled down by the query's length
// or by the lead; see Selection), and when the top two are within Margin
// the choice is ambiguous. A tool named verbatim in the query
// ("用 query_metric_center 查…") scores 1.
//
// Values in the query are evidence too: a value that fits a parameter's
// pattern, its format (email, uri, ip, uuid) or the shape of the example
// its description gives (SO-448120 for "e.g. SO-448120") raises the tools
// that can take it — most those that can take all the query's values, each
// in a parameter of its own — and lowers the tools that take none. Only
// shapes that accept no plain word, number or date count. when_not_to_use
// counts against a tool without the tools it names and without the words
// of its own name and description.
//
// An Index is built once per catalog and is safe for concurrent use.
package lexical
