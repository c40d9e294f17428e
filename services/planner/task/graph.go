package task

import "fmt"

// Validate checks the plan's graph: unique subtask IDs, dependencies that
// name subtasks of the plan, and no cycle. The error names the subtask.
func (p *Plan) Validate() error {
	deps := make(map[string][]string, len(p.Subtasks))
	for _, st := range p.Subtasks {
		if _, dup := deps[st.ID]; dup {
			return fmt.Errorf("plan: subtask id %q appears twice", st.ID)
		}
		deps[st.ID] = st.DependsOn
	}
	for _, st := range p.Subtasks {
		for _, d := range st.DependsOn {
			if _, ok := deps[d]; !ok {
				return fmt.Errorf("plan: subtask %q depends on unknown subtask %q", st.ID, d)
			}
		}
	}
	const (
		visiting = 1
		visited  = 2
	)
	state := make(map[string]int, len(deps))
	var visit func(id string) error
	visit = func(id string) error {
		switch state[id] {
		case visiting:
			return fmt.Errorf("plan: subtask dependencies form a cycle through %q", id)
		case visited:
			return nil
		}
		state[id] = visiting
		for _, d := range deps[id] {
			if err := visit(d); err != nil {
				return err
			}
		}
		state[id] = visited
		return nil
	}
	for _, st := range p.Subtasks {
		if err := visit(st.ID); err != nil {
			return err
		}
	}
	return nil
}
