// Ranking: scoring a query against the index — BM25 over the fields, the
// glossary's cross-language credit, schema evidence — best first.

package lexical

import (
	"math"
	"slices"

	"github.com/hermes-agent/hermes/services/planner/task"
)

// Query is a query with context: Weak lists phrases of Text (dates, entity
// values such as a region) that say little about which tool fits; their
// words count at a fraction of their weight.
type Query struct {
	Text string
	Weak []string
	// Context is further text the task supplies (the whole goal, resolved
	// values): it counts as evidence for a tool's required parameters but
	// not towards coverage.
	Context string
	// Values are what the caller took out of Text because they fill
	// arguments (a date, a region): like a name or a literal they are
	// evidence that a tool's string parameters can be filled.
	Values []string
	// Whole is set when Text is a goal's whole request rather than a
	// part of it (see SelectQuery).
	Whole bool
}

// Rank scores every tool for query and returns those scoring above zero,
// best first (ties by name). Scores are in 0..1.
func (ix *Index) Rank(query string) []task.Score {
	return ix.RankQuery(Query{Text: query})
}

// RankQuery is Rank for a query with weak phrases.
func (ix *Index) RankQuery(q Query) []task.Score {
	out, _ := ix.rankQuery(q)
	return out
}

// rankQuery is RankQuery that also returns the query's length in words
// (see scores).
func (ix *Index) rankQuery(q Query) ([]task.Score, float64) {
	sc, words := ix.scores(q)
	out := make([]task.Score, 0, 16)
	for d, s := range sc {
		// A score that rounds to nothing is no score: a tool ranked at 0
		// would be "suitable" to nothing yet listed as ranked.
		if r := round(s); r > 0 {
			out = append(out, task.Score{Tool: ix.names[d], Score: r})
		}
	}
	task.SortScores(out)
	return out, words
}

// RankAmong scores only the named tools (unknown names are dropped), best
// first, including those scoring zero.
func (ix *Index) RankAmong(query string, names []string) []task.Score {
	out, _ := ix.rankAmong(query, names)
	return out
}

// rankAmong is RankAmong that also returns the query's length in words.
func (ix *Index) rankAmong(query string, names []string) ([]task.Score, float64) {
	in := make(map[int32]bool, len(names))
	for _, n := range names {
		if d, ok := ix.byName[n]; ok {
			in[int32(d)] = true
		}
	}
	sc, words := ix.scores(Query{Text: query})
	out := make([]task.Score, 0, len(names))
	for _, n := range names {
		if d, ok := ix.byName[n]; ok && in[int32(d)] {
			out = append(out, task.Score{Tool: n, Score: round(sc[d])})
			delete(in, int32(d)) // a name listed twice is ranked once
		}
	}
	task.SortScores(out)
	return out, words
}

func round(s float64) float64 { return math.Round(s*1e4) / 1e4 }

// scores returns the score of every ranked tool for query, and the
// query's length in words: its weighted content over the weight of one
// word no tool uses, so a rare word counts one, a common one less, and a
// Chinese character or a date's word a fraction.
func (ix *Index) scores(q Query) ([]float64, float64) {
	o := &ix.opts
	query := q.Text
	sc := make([]float64, len(ix.names))
	qt := analyzeWith(query, make([]term, 0, 32), &gloss, &ix.words)
	glossary := glossOf(qt)
	vague := vagueStems(query)
	weak := map[string]float64{}
	for _, p := range q.Weak {
		for _, t := range analyze(p, nil) {
			weak[t.text] = 0.3
		}
	}
	// How the request reached the asker ("called asking…", "as a user,
	// my request is…") weighs as a weak phrase: it is not what the query
	// asks for.
	for _, p := range append(reportingVerbs(query), requestFrames(query)...) {
		for _, t := range analyze(p, nil) {
			weak[t.text] = 0.3
		}
	}
	// The verb a request to be shown something opens with (看看…) is
	// how it asks, not what for (see lookVerb).
	if v := lookVerb(query); v != "" {
		for _, t := range analyze(v, nil) {
			weak[t.text] = 0.3
		}
	}
	spans, quoted, proper := valueSpans(query)
	if o.ValueWeight > 0 {
		nq := 0
		if quoted {
			nq = len(quotedRE.FindAllStringIndex(query, -1))
		}
		for i, p := range spans {
			f := o.ValueWeight
			if i < nq {
				// A quoted literal is an argument's value through and
				// through: it says even less about which tool fits
				// than a name does.
				f *= o.ValueWeight
			}
			for _, t := range analyze(p, nil) {
				if i >= nq && ix.nameTerms[t.text] {
					continue // a name a tool is about
				}
				if _, ok := weak[t.text]; !ok {
					weak[t.text] = f
				}
			}
		}
	}
	facts := newFacts(query, qt, quoted, proper)
	if q.Context != "" {
		facts.add(ix.contexts.read(q.Context))
	}
	vals := ix.values(query)
	// A value that fits a parameter fills it: its shape says which tools
	// fit (see values), its words next to nothing.
	for _, v := range vals.texts {
		for _, t := range analyze(v, nil) {
			weak[t.text] = 0.1
		}
	}
	facts.values = ix.values(query + "\n" + q.Context)
	facts.proper = facts.proper || len(q.Values) > 0
	matched := make([]int32, len(ix.names))
	neg := make([]float64, len(ix.names))
	dot := make([]float64, len(ix.names))
	// nameHit is the weight of each tool's name words the query holds
	// (see nameLead), and bestName the best of a word's other forms.
	// A catalog with no product's name leaves both nil.
	var nameHit, bestName []float64
	if ix.products {
		nameHit, bestName = halves(make([]float64, 2*len(ix.names)))
	}
	var qnorm float64
	seen := make(map[string]bool, len(qt))
	var total float64
	// spare is the weight of the query's vague words that counts towards
	// its length but not towards what it asks (see vagueWords).
	var spare float64
	sat := func(x float64) float64 { return x * (o.K1 + 1) / (x + o.K1) }
	stamp := make([]int32, len(ix.names))
	best := make([]float64, len(ix.names))
	bestF := make([]float64, len(ix.names))
	bestIDF := make([]float64, len(ix.names))
	var touched []int32
	nterm := int32(0)
	// variants gives partial credit to the tools that hold another form of
	// t (same first letters), a related word (see related), the general
	// word of its kind when no tool holds t (see kindOf) or its
	// equivalent in the other language (see glossaryText), but not t
	// itself: the best of these per tool.
	variants := func(t string, w float64) {
		touched = touched[:0]
		credit := func(id int32, f, didf float64) {
			for _, ps := range ix.post[id] {
				if stamp[ps.doc] == nterm || ps.pos <= 0 {
					continue
				}
				v := f * sat(float64(ps.pos))
				if best[ps.doc] == 0 {
					touched = append(touched, ps.doc)
				}
				if v > best[ps.doc] {
					best[ps.doc], bestF[ps.doc], bestIDF[ps.doc] = v, f, didf
				}
				if ps.named && bestName != nil {
					bestName[ps.doc] = max(bestName[ps.doc], f*didf)
				}
			}
		}
		if o.GlossWeight > 0 {
			for _, e := range glossary[t].en {
				if id, ok := ix.terms[e]; ok {
					credit(id, o.GlossWeight, ix.idf[id])
				}
			}
			for _, h := range gloss.han[t] {
				if id, ok := ix.terms[h]; ok {
					credit(id, o.GlossWeight, ix.idf[id])
				}
			}
		}
		if p, ok := prefixOf(t); ok && o.PrefixWeight > 0 {
			for _, id := range ix.prefixes[p] {
				if ix.texts[id] != t {
					credit(id, o.PrefixWeight, ix.idfOf(t))
				}
			}
		}
		if o.PrefixWeight > 0 {
			// The same family by a derivational suffix: the root, the
			// words derived from it, and those derived from its root.
			root := rootOf(t)
			if root == "" {
				root = t
			} else if id, ok := ix.terms[root]; ok {
				credit(id, o.PrefixWeight, ix.idfOf(t))
			}
			for _, id := range ix.derived[root] {
				if ix.texts[id] != t {
					credit(id, o.PrefixWeight, ix.idfOf(t))
				}
			}
		}
		if o.RelatedWeight > 0 {
			for _, r := range related[t] {
				if id, ok := ix.terms[r]; ok {
					credit(id, o.RelatedWeight, ix.idfOf(t))
				}
			}
		}
		if kinds := kindOf[t]; o.RelatedWeight > 0 && len(kinds) > 0 && !ix.ranks(t) {
			for _, k := range kinds {
				if id, ok := ix.terms[k]; ok {
					credit(id, o.RelatedWeight, ix.idfOf(t))
				}
			}
		}
		for _, d := range touched {
			sc[d] += w * best[d]
			dot[d] += bestF[d] * w * bestIDF[d]
			best[d] = 0
			if nameHit != nil {
				nameHit[d] += bestName[d]
				bestName[d] = 0
			}
		}
	}
	accum := func(t string, w float64, posScale float64) {
		id, ok := ix.terms[t]
		if !ok {
			return
		}
		for _, p := range ix.post[id] {
			if posScale == 1 {
				stamp[p.doc] = nterm
				if p.raw > 0 {
					dot[p.doc] += w * cosWeight(p.raw) * ix.idf[id]
				}
				if p.named && nameHit != nil {
					nameHit[p.doc] += ix.idf[id] // see nameLead
				}
			}
			if p.pos > 0 {
				sc[p.doc] += posScale * w * sat(float64(p.pos))
				if posScale == 1 {
					matched[p.doc]++
				}
			}
			if p.neg > 0 {
				neg[p.doc] += w * sat(float64(p.neg))
			}
		}
	}
	for i, t := range qt {
		if seen[t.text] {
			continue
		}
		if i+1 < len(qt) && qt[i+1].kind == kindPhrasal {
			// A phrasal verb some tool holds, or a plain word of it,
			// stands for its verb: "check out" is no evidence for the
			// tools that check in.
			if _, ok := ix.terms[qt[i+1].text]; ok || ix.glossIDF(related[qt[i+1].text]) > 0 {
				continue
			}
		}
		if _, ok := ix.terms[t.text]; !ok && t.kind == kindPhrasal && ix.glossIDF(related[t.text]) == 0 {
			// A phrasal verb no tool holds, nor a plain word of it, is
			// already its verb's word.
			continue
		}
		seen[t.text] = true
		w := ix.unseenIDF
		if id, ok := ix.terms[t.text]; ok {
			w = ix.idf[id]
		} else if t.kind == kindPhrasal {
			// A phrasal verb no tool holds weighs as the plain word some
			// tool describes it in.
			w = ix.glossIDF(related[t.text])
		} else if g, ok := glossary[t.text]; ok && ix.glossIDF(g.en) > 0 {
			// A word no tool holds but whose English equivalent some tool
			// does weighs as that equivalent, shared among its terms.
			w = g.part * ix.glossIDF(g.en)
		} else if t.kind == kindHanBi {
			// Without a dictionary most unseen bigrams straddle two words;
			// they say little about what the query lacks.
			w *= 0.25
		}
		// A character weighs little unless it lies in a glossary word some
		// tool holds the English of: a word of the glossary the catalog
		// does not use says no more than a word outside it.
		if _, ok := ix.terms[t.text]; t.kind == kindHanUni && (ok || ix.glossIDF(glossary[t.text].en) == 0) {
			w *= 0.3
		}
		if f, ok := weak[t.text]; ok {
			w *= f
		}
		if vague[t.text] {
			// A word that praises or grades what is asked for names
			// no tool: it lengthens the query, not what it asks.
			spare += w * (1 - vagueWeight)
			w *= vagueWeight
		}
		if askingTerm(t) {
			// 几, 哪, 谁 ask: they lengthen the query, not what it
			// asks (see asking.go).
			spare += w
			continue
		}
		total += w * (o.K1 + 1)
		qnorm += w * w
		nterm++
		accum(t.text, w, 1)
		variants(t.text, w)
	}
	distinct := int32(len(seen))
	for _, p := range pairs(qt) {
		if seen[p] {
			continue
		}
		seen[p] = true
		if id, ok := ix.terms[p]; ok {
			accum(p, ix.idf[id], o.PhraseWeight)
		}
	}
	words := (total + spare*(o.K1+1)) / ((o.K1 + 1) * ix.unseenIDF)
	if total == 0 {
		total = 1
	}
	qnorm = math.Sqrt(qnorm)
	for d := range sc {
		s := (sc[d] - o.NegWeight*neg[d]) / total
		if o.CosineWeight > 0 && qnorm > 0 && ix.docNorm[d] > 0 {
			cos := dot[d] / (qnorm * ix.docNorm[d])
			s = (1-o.CosineWeight)*s + o.CosineWeight*(cos-o.NegWeight*neg[d]/total)
		}
		if o.SchemaWeight > 0 && vals.any && s > 0 {
			// A value of the query that fits a tool's parameter is
			// evidence for it, and against the tools none fits.
			if share := vals.share[int32(d)]; share > 0 {
				s = min(1, s*(1+o.SchemaWeight*share))
			} else {
				s *= 1 - o.SchemaWeight/2
			}
		}
		if o.FillWeight > 0 && s > 0 {
			s *= 1 - o.FillWeight + o.FillWeight*fill(ix.params[d], facts, matched[d] < distinct)
		}
		sc[d] = min(1, max(0, s))
	}
	ix.nameLead(sc, nameHit)
	if o.ConflictWeight > 0 {
		for d := range ix.conflicts(query, seen) {
			sc[d] *= 1 - o.ConflictWeight
		}
	}
	for _, id := range identTokens(query) {
		if d, ok := ix.byLow[id]; ok && identLike(ix.names[d]) {
			sc[d] = 1
		}
	}
	return sc, words
}

// halves splits s into its two halves.
func halves(s []float64) ([]float64, []float64) {
	n := len(s) / 2
	return s[:n:n], s[n:]
}

// glossed is what the glossary says of one Han term of a query.
type glossed struct {
	en   []string
	part float64
}

// glossOf collects the English terms of the query's Han terms that lie in
// glossary words (a term found in several words gets all their terms and
// its largest share).
func glossOf(qt []term) map[string]glossed {
	var out map[string]glossed
	for _, t := range qt {
		if len(t.en) == 0 {
			continue
		}
		if out == nil {
			out = map[string]glossed{}
		}
		g := out[t.text]
		for _, e := range t.en {
			if !slices.Contains(g.en, e) {
				g.en = append(g.en, e)
			}
		}
		g.part = max(g.part, t.part)
		out[t.text] = g
	}
	return out
}

// glossIDF is the weight of the rarest of terms that some tool holds, 0
// when none does.
func (ix *Index) glossIDF(terms []string) float64 {
	w := 0.0
	for _, e := range terms {
		if id, ok := ix.terms[e]; ok {
			w = max(w, ix.idf[id])
		}
	}
	return w
}

// ranks reports whether a ranked tool holds term t.
func (ix *Index) ranks(t string) bool {
	id, ok := ix.terms[t]
	if !ok {
		return false
	}
	for _, p := range ix.post[id] {
		if p.pos > 0 {
			return true
		}
	}
	return false
}
