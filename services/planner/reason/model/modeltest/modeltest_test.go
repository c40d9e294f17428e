package modeltest

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
)

func post(t *testing.T, url, body string) (int, map[string]any) {
	t.Helper()
	resp, err := http.Post(url+"/chat/completions", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	var out map[string]any
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatalf("reply %q is not JSON: %v", b, err)
	}
	return resp.StatusCode, out
}

func TestServerReplaysAndRecords(t *testing.T) {
	s := NewServer(t,
		JSON(map[string]any{"ok": true}, 7, 3),
		Error(400, "response_format is not supported"),
		Text("hello", 0, 0),
	)
	body := `{"model":"m","max_tokens":64,"response_format":{"type":"json_schema","json_schema":{"name":"x"}},` +
		`"messages":[{"role":"system","content":"sys"},{"role":"user","content":[{"type":"text","text":"part1"},{"type":"text","text":"part2"}]}]}`

	status, out := post(t, s.URL, body)
	choice := out["choices"].([]any)[0].(map[string]any)
	if status != 200 || choice["message"].(map[string]any)["content"] != `{"ok":true}` {
		t.Errorf("reply 1 = %d %v, want 200 with the scripted content", status, out)
	}
	if usage := out["usage"].(map[string]any); usage["total_tokens"] != float64(10) {
		t.Errorf("usage = %v, want total 10", usage)
	}
	if status, out = post(t, s.URL, body); status != 400 || !strings.Contains(out["error"].(map[string]any)["message"].(string), "response_format") {
		t.Errorf("reply 2 = %d %v, want the scripted 400", status, out)
	}
	if _, out = post(t, s.URL, `{"model":"m","messages":[]}`); out["usage"] != nil {
		t.Errorf("reply 3 carries usage %v, want none", out["usage"])
	}

	reqs := s.Requests()
	if len(reqs) != 3 || s.Remaining() != 0 {
		t.Fatalf("recorded %d requests with %d replies left, want 3 and 0", len(reqs), s.Remaining())
	}
	r := reqs[0]
	checks := []struct{ name, got, want string }{
		{"path", r.Path, "/v1/chat/completions"},
		{"model", r.Model, "m"},
		{"text", r.Text(), "sys\n\npart1part2"},
		{"structured", map[bool]string{true: "yes", false: "no"}[r.Structured()], "yes"},
		{"schema name", r.SchemaName(), "x"},
		{"max tokens", string(rune('0' + r.MaxTokens/10)), "6"},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s = %q, want %q", c.name, c.got, c.want)
		}
	}
	if reqs[2].Structured() {
		t.Error("request 3 has no response_format but reads as structured")
	}
}

func TestServerFunc(t *testing.T) {
	s := NewServerFunc(t, func(r Request) Reply { return Text("echo "+r.Model, 1, 1) })
	for _, m := range []string{"a", "b"} {
		_, out := post(t, s.URL, `{"model":"`+m+`","messages":[]}`)
		if got := out["choices"].([]any)[0].(map[string]any)["message"].(map[string]any)["content"]; got != "echo "+m {
			t.Errorf("content = %v, want echo %s", got, m)
		}
	}
}
