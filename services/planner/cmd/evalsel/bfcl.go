package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
)

// bfclQuestion is one line of a BFCL file.
type bfclQuestion struct {
	ID       string `json:"id"`
	Question [][]struct {
		Role    string `json:"role"`
		Content string `json:"content"`
	} `json:"question"`
	Function []struct {
		Name        string          `json:"name"`
		Description string          `json:"description"`
		Parameters  json.RawMessage `json:"parameters"`
	} `json:"function"`
}

func (q *bfclQuestion) text() string {
	if len(q.Question) == 0 || len(q.Question[0]) == 0 {
		return ""
	}
	turn := q.Question[0]
	return turn[len(turn)-1].Content
}

// bfclSet holds the BFCL files and a catalog of every distinct function in
// them. Functions that share a name but differ are kept apart under
// internal keys, so each question is ranked among exactly its candidates.
type bfclSet struct {
	multiple, irrelevance []bfclQuestion
	gold                  map[string]string // multiple id → right function name
	specs                 []toolspec.Spec
	key                   map[string]string // name + "\x00" + description → index name
	display               map[string]string // index name → function name
}

func loadJSONL[T any](path string) ([]T, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []T
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		var v T
		if err := json.Unmarshal([]byte(line), &v); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		out = append(out, v)
	}
	return out, sc.Err()
}

func loadBFCL(dir string) (*bfclSet, error) {
	s := &bfclSet{gold: map[string]string{}, key: map[string]string{}, display: map[string]string{}}
	var err error
	if s.multiple, err = loadJSONL[bfclQuestion](filepath.Join(dir, "bfcl", "BFCL_v4_multiple.json")); err != nil {
		return nil, err
	}
	if s.irrelevance, err = loadJSONL[bfclQuestion](filepath.Join(dir, "bfcl", "BFCL_v4_irrelevance.json")); err != nil {
		return nil, err
	}
	answers, err := loadJSONL[struct {
		ID          string                       `json:"id"`
		GroundTruth []map[string]json.RawMessage `json:"ground_truth"`
	}](filepath.Join(dir, "bfcl", "possible_answer", "BFCL_v4_multiple.json"))
	if err != nil {
		return nil, err
	}
	for _, a := range answers {
		for name := range a.GroundTruth[0] {
			s.gold[a.ID] = name
		}
	}
	simple, _ := loadJSONL[bfclQuestion](filepath.Join(dir, "bfcl", "BFCL_v4_simple_python.json"))
	for _, set := range [][]bfclQuestion{s.multiple, s.irrelevance, simple} {
		for _, q := range set {
			for _, f := range q.Function {
				s.add(f.Name, f.Description, f.Parameters)
			}
		}
	}
	return s, nil
}

func (s *bfclSet) add(name, desc string, params json.RawMessage) {
	k := name + "\x00" + desc
	if _, ok := s.key[k]; ok {
		return
	}
	iname := name
	if _, taken := s.display[iname]; taken {
		iname = fmt.Sprintf("%s#%d", name, len(s.key))
	}
	s.key[k] = iname
	s.display[iname] = name
	s.specs = append(s.specs, toolspec.Spec{Name: iname, Description: desc, Parameters: params, SideEffect: toolspec.Read})
}

func (s *bfclSet) candidates(q *bfclQuestion) []string {
	out := make([]string, len(q.Function))
	for i, f := range q.Function {
		out[i] = s.key[f.Name+"\x00"+f.Description]
	}
	return out
}

// bfclResult is what one threshold gives on BFCL.
type bfclResult struct {
	top1, chosenRight, irrelevance float64
}

// evalBFCL scores both files with the index's own threshold, plus the
// argument accuracy of the multiple file.
func evalBFCL(ix *lexical.Index, s *bfclSet) bfclResult {
	var r bfclResult
	for i := range s.multiple {
		q := &s.multiple[i]
		sel := ix.SelectAmong(q.text(), s.candidates(q))
		want := s.gold[q.ID]
		if len(sel.Scores) > 0 && s.display[sel.Scores[0].Tool] == want {
			r.top1++
			if sel.Best != "" {
				r.chosenRight++
			}
		}
	}
	r.top1 /= float64(len(s.multiple))
	r.chosenRight /= float64(len(s.multiple))
	for i := range s.irrelevance {
		q := &s.irrelevance[i]
		if ix.SelectAmong(q.text(), s.candidates(q)).Best == "" {
			r.irrelevance++
		}
	}
	r.irrelevance /= float64(len(s.irrelevance))
	return r
}

// bfclSweep prints, for each threshold, the share of multiple questions
// answered right and chosen against the share of irrelevance rejected.
func bfclSweep(ix *lexical.Index, s *bfclSet) {
	var right, irr []float64
	for i := range s.multiple {
		q := &s.multiple[i]
		sc := ix.RankAmong(q.text(), s.candidates(q))
		if len(sc) > 0 && s.display[sc[0].Tool] == s.gold[q.ID] {
			right = append(right, sc[0].Score)
		} else {
			right = append(right, -1)
		}
	}
	for i := range s.irrelevance {
		q := &s.irrelevance[i]
		sc := ix.RankAmong(q.text(), s.candidates(q))
		if len(sc) > 0 {
			irr = append(irr, sc[0].Score)
		} else {
			irr = append(irr, 0)
		}
	}
	best, bestT := 0.0, 0.0
	for t := 0.0; t < 1; t += 0.005 {
		var a, b float64
		for _, x := range right {
			if x >= t {
				a++
			}
		}
		for _, x := range irr {
			if x < t {
				b++
			}
		}
		if a/float64(len(right)) >= 0.95 && b/float64(len(irr)) > best {
			best, bestT = b/float64(len(irr)), t
		}
	}
	fmt.Printf("frontier: threshold %.3f keeps multiple >= 0.95 and rejects %.3f of irrelevance\n", bestT, best)
	fmt.Println("threshold  multiple_chosen_right  irrelevance_rejected")
	for t := 0.02; t < 0.6; t += 0.02 {
		var a, b float64
		for _, x := range right {
			if x >= t {
				a++
			}
		}
		for _, x := range irr {
			if x < t {
				b++
			}
		}
		fmt.Printf("%.2f       %.3f                  %.3f\n", t, a/float64(len(right)), b/float64(len(irr)))
	}
}

func (s *bfclSet) desc(name string) string {
	for _, sp := range s.specs {
		if sp.Name == name {
			return sp.Description
		}
	}
	return ""
}
