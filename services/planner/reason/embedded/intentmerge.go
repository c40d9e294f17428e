package embedded

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
)

// foldToolless joins each part no tool serves to its neighbour, unless the
// goal lists it as an item of its own.
func foldToolless(in []intent) []intent {
	hasTool := false
	for _, x := range in {
		hasTool = hasTool || x.own()
	}
	if !hasTool {
		return []intent{join(in)}
	}
	var out []intent
	var pending []intent // toolless parts before the first served one
	for _, x := range in {
		switch {
		case x.own():
			if len(pending) > 0 {
				x = join(append(pending, x))
				pending = nil
			}
			out = append(out, x)
		case len(out) > 0:
			last := &out[len(out)-1]
			last.texts = append(last.texts, x.texts...)
			last.queries = append(last.queries, x.queries...)
		default:
			pending = append(pending, x)
		}
	}
	return out
}

// mergeSame joins neighbours that picked the same tool, unless they need
// two calls: each part states its own value for one parameter ("revenue
// in east China, and in south China"). Parts that only spread one call's
// values over clauses ("charges of 1e-9 and 2e-9, at a distance of 0.05")
// are one call, however their arguments were filled.
func mergeSame(in []intent, joined func(a, b *intent) map[string]any) []intent {
	out := []intent{in[0]}
	for _, x := range in[1:] {
		last := &out[len(out)-1]
		if x.st.Tool == last.st.Tool && !x.afterPrev && !twoCalls(last, &x, joined) {
			last.texts = append(last.texts, x.texts...)
			last.queries = append(last.queries, x.queries...)
			last.listed = last.listed || x.listed
			continue
		}
		out = append(out, x)
	}
	return out
}

// twoCalls reports whether a and b give a parameter different values,
// each written in its own part of the goal, that one call of the tool
// over both parts cannot both take.
func twoCalls(a, b *intent, joined func(a, b *intent) map[string]any) bool {
	var clash []any
	for k, v := range a.st.Args {
		w, ok := b.st.Args[k]
		if ok && !reflect.DeepEqual(v, w) && writtenIn(v, a.texts) && writtenIn(w, b.texts) {
			clash = append(clash, v, w)
		}
	}
	if len(clash) == 0 {
		return false
	}
	have := map[string]bool{}
	for _, v := range joined(a, b) {
		for _, x := range flatValues(v) {
			have[x] = true
		}
	}
	for _, v := range clash {
		for _, x := range flatValues(v) {
			if !have[x] {
				return true
			}
		}
	}
	return false
}

// flatValues renders a value, or each item of a list, as text.
func flatValues(v any) []string {
	if l, ok := v.([]any); ok {
		out := make([]string, 0, len(l))
		for _, x := range l {
			out = append(out, fmt.Sprint(x))
		}
		return out
	}
	return []string{fmt.Sprint(v)}
}

// writtenIn reports whether a value (or an item of a list) is written in
// one of texts: a string as such, a number as a numeral of the text.
func writtenIn(v any, texts []string) bool {
	if l, ok := v.([]any); ok {
		return slices.ContainsFunc(l, func(it any) bool { return writtenIn(it, texts) })
	}
	for _, t := range texts {
		switch x := v.(type) {
		case string:
			if x != "" && strings.Contains(strings.ToLower(t), strings.ToLower(x)) {
				return true
			}
		case int64, float64:
			f, _ := strconv.ParseFloat(fmt.Sprint(x), 64)
			for _, sp := range numbers(t, t, func(int, int) bool { return true }) {
				if sp.num == f || sp.unit == "%" && sp.num/100 == f {
					return true
				}
			}
		}
	}
	return false
}

// join makes one intent of several, keeping the last one's subtask (the
// served part, when there is one) and the first one's dependency.
func join(xs []intent) intent {
	out := xs[len(xs)-1]
	out.texts, out.queries = nil, nil
	for _, x := range xs {
		out.texts = append(out.texts, x.texts...)
		out.queries = append(out.queries, x.queries...)
		out.listed = out.listed || x.listed
	}
	out.afterPrev = xs[0].afterPrev || out.afterPrev
	return out
}
