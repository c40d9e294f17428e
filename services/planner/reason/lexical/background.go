package lexical

import (
	"bytes"
	"maps"
	"math"
	"slices"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// Background is the analysis of a registry's tools as the background of
// an index (Options.Background): the terms of each tool and how many tools
// hold each term. An index over a few of the registry's tools reuses it,
// where it would otherwise analyse every tool of the registry again. It
// is immutable and safe for concurrent use.
type Background struct {
	specs []toolspec.Spec
	vocab map[string]bool // words of the descriptions and when_to_use
	names map[string]bool // tool names in lower case
	docs  []bgDoc
	named map[string]int // first doc of each name
	terms map[string]int32
	texts []string // the terms by id
	df    []int32  // how many docs hold each term, by id
	lens  [numFields]float64
	// prefixes and derived are those of Index over texts.
	prefixes, derived map[string][]int32
}

// bgDoc is one background tool.
type bgDoc struct {
	spec toolspec.Spec
	name string
	f    docFields
	lens [numFields]int
	seen []int32 // its terms
	// schema is kept when an enum of its parameters points at another
	// tool for its values: the ranked tools' glosses may then add words.
	schema any
}

// PrepareBackground analyses specs as an index's background. Pass the
// same slice as Options.Background and the result as Options.Prepared.
func PrepareBackground(specs []toolspec.Spec) *Background {
	bg := &Background{specs: specs, vocab: map[string]bool{}, names: map[string]bool{}, terms: map[string]int32{}, named: map[string]int{}}
	for _, s := range specs {
		rawWords(s.Description+" "+s.WhenToUse, bg.vocab)
		bg.names[strings.ToLower(s.Name)] = true
	}
	var none valueGlosses
	for _, s := range specs {
		schema := parseSchema(s.Parameters)
		f := analyzeDoc(s, schema, bg.vocab, bg.names, none)
		d := bgDoc{spec: s, name: s.Name, f: f}
		for i := range f {
			d.lens[i] = len(f[i])
			bg.lens[i] += float64(len(f[i]))
		}
		for t := range docTerms(f) {
			id, ok := bg.terms[t]
			if !ok {
				id = int32(len(bg.texts))
				bg.terms[t] = id
				bg.texts = append(bg.texts, t)
				bg.df = append(bg.df, 0)
			}
			bg.df[id]++
			d.seen = append(d.seen, id)
		}
		if namesTools(schema, bg.names) {
			d.schema = schema
		}
		if _, ok := bg.named[s.Name]; !ok {
			bg.named[s.Name] = len(bg.docs)
		}
		bg.docs = append(bg.docs, d)
	}
	bg.texts = slices.Clip(bg.texts)
	bg.prefixes, bg.derived = map[string][]int32{}, map[string][]int32{}
	for id, t := range bg.texts {
		addAffixes(bg.prefixes, bg.derived, int32(id), t)
	}
	for _, m := range []map[string][]int32{bg.prefixes, bg.derived} {
		for k, ids := range m {
			m[k] = slices.Clip(ids) // an index appends to a copy
		}
	}
	return bg
}

// of reports whether bg was prepared from specs, the very slice.
func (bg *Background) of(specs []toolspec.Spec) bool {
	return len(specs) == len(bg.specs) && (len(specs) == 0 || &specs[0] == &bg.specs[0])
}

// docTerms is the set of terms of a tool's fields, phrase terms included,
// as weigh finds them.
func docTerms(f docFields) map[string]bool {
	seen := map[string]bool{}
	for i := range f {
		for _, t := range f[i] {
			seen[t.text] = true
		}
		if i < numPos && i != fieldParams {
			for _, p := range pairs(f[i]) {
				seen[p] = true
			}
		}
	}
	return seen
}

// namesTools reports whether an enum of schema points at a tool of names
// for its values (see valueGlosses.missing).
func namesTools(schema any, names map[string]bool) bool {
	found := false
	walkSchema(schema, func(_, desc string, enum []string) {
		if len(enum) > 0 && len(namedTools(desc, names)) > 0 {
			found = true
		}
	})
	return found
}

// addAffixes files term id, whose text is t, under its prefix and root.
func addAffixes(prefixes, derived map[string][]int32, id int32, t string) {
	if p, ok := prefixOf(t); ok {
		prefixes[p] = append(prefixes[p], id)
	}
	if r := rootOf(t); r != "" {
		derived[r] = append(derived[r], id)
	}
}

// wordsWithin reports whether every word rawWords finds in text is in vocab.
func wordsWithin(text string, vocab map[string]bool) bool {
	probe := map[string]bool{}
	rawWords(text, probe)
	for w := range probe {
		if !vocab[w] {
			return false
		}
	}
	return true
}

// newIndexOver is NewIndex over the prepared background bg: the same
// index, built without analysing bg's tools again. It returns nil when the
// ranked tools change how bg's tools read (a word or name bg lacks, a
// gloss they lend its enum values, a same-named tool whose terms no other
// tool holds): NewIndex then builds the index in full.
func newIndexOver(specs []toolspec.Spec, opts Options, bg *Background) *Index {
	for _, s := range specs {
		if !bg.names[strings.ToLower(s.Name)] || !wordsWithin(s.Description+" "+s.WhenToUse, bg.vocab) {
			return nil
		}
	}
	ix := emptyIndex(opts, len(specs))
	schemas, vg := ix.readSchemas(specs)
	ks := kindSet{byExp: map[string]int{}}
	var all []docFields
	for i, s := range specs {
		if !ix.rank(s, &ks) {
			continue
		}
		all = append(all, bg.analyzeRanked(s, schemas[i], vg))
		ix.addProperNames(s)
	}
	ix.kinds = ks.kinds

	df := slices.Clone(bg.df)
	lens := bg.lens
	docs := len(all)
	for _, d := range bg.docs {
		if _, ranked := ix.byName[d.name]; ranked {
			for i := range lens {
				lens[i] -= float64(d.lens[i])
			}
			for _, id := range d.seen {
				df[id]--
			}
			continue
		}
		if d.schema != nil && vg.missing(d.schema, bg.names) != "" {
			return nil
		}
		docs++
	}
	var avg [numFields]float64
	for i := range avg {
		for _, f := range all {
			lens[i] += float64(len(f[i]))
		}
		avg[i] = math.Max(1, lens[i]/math.Max(1, float64(docs)))
	}
	fw := [numFields]float64{opts.NameWeight, opts.DescWeight, opts.WhenWeight, opts.ParamWeight, 1}

	ix.terms = maps.Clone(bg.terms)
	ix.texts = bg.texts
	ix.post = make([][]posting, len(bg.texts))
	for doc, f := range all {
		pos, neg, raw, seen := weigh(f, avg, fw, opts.B)
		for t := range seen {
			id := ix.termID(t)
			if int(id) == len(df) {
				df = append(df, 0)
			}
			df[id]++
			ix.post[id] = append(ix.post[id], posting{doc: int32(doc), pos: float32(pos[t]), neg: float32(neg[t]), raw: float32(raw[t].all), named: raw[t].named})
		}
	}
	n := float64(docs)
	ix.idf = make([]float64, len(ix.post))
	for id, c := range df {
		if c == 0 {
			return nil // a term only a ranked tool's namesake held
		}
		ix.idf[id] = idf(n, float64(c))
	}
	ix.unseenIDF = idf(n, 1)
	ix.normDocs()
	ix.prefixes, ix.derived = maps.Clone(bg.prefixes), maps.Clone(bg.derived)
	for id := len(bg.texts); id < len(ix.texts); id++ {
		addAffixes(ix.prefixes, ix.derived, int32(id), ix.texts[id])
	}
	return ix
}

// analyzeRanked is analyzeDoc of a ranked tool over bg: a tool bg holds
// as it is, whose enum values take no gloss from another tool, reads as
// bg read it.
func (bg *Background) analyzeRanked(s toolspec.Spec, schema any, vg valueGlosses) docFields {
	if i, ok := bg.named[s.Name]; ok {
		d := &bg.docs[i]
		o := d.spec
		if d.schema == nil && o.Description == s.Description && o.WhenToUse == s.WhenToUse &&
			o.WhenNotToUse == s.WhenNotToUse && bytes.Equal(o.Parameters, s.Parameters) {
			return d.f
		}
	}
	return analyzeDoc(s, schema, bg.vocab, bg.names, vg)
}
