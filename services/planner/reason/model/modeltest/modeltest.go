// Package modeltest serves a scripted OpenAI-compatible chat-completions
// endpoint over real HTTP (httptest) for tests of code that calls a hosted
// model. It replays the replies it is given, in order or from a function,
// and records every request it receives, decoded, so a test can assert what
// was sent: prompts, response formats, token limits.
//
// Only the hosted model is faked; the client under test runs unchanged
// against a real HTTP server.
package modeltest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
)

// Reply is one scripted answer of the server.
type Reply struct {
	// Status is the HTTP status; 0 means 200.
	Status int
	// Content is the assistant message of a 200 reply.
	Content string
	// FinishReason is the choice's finish_reason; "" means "stop".
	FinishReason string
	// Body, when set, is sent verbatim instead of a chat completion (error
	// bodies, servers with odd shapes).
	Body string
	// PromptTokens and CompletionTokens are reported as usage. When both
	// are zero the reply carries no usage at all, like a server that does
	// not report it.
	PromptTokens, CompletionTokens int
	// Header holds extra response headers, e.g. Retry-After-Ms to keep a
	// client's retry backoff short.
	Header map[string]string
}

// JSON returns a 200 reply whose content is v marshalled to JSON, with the
// given usage.
func JSON(v any, promptTokens, completionTokens int) Reply {
	b, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("modeltest.JSON: %v", err)) // a test's own literal
	}
	return Reply{Content: string(b), PromptTokens: promptTokens, CompletionTokens: completionTokens}
}

// Text returns a 200 reply with content s verbatim (malformed JSON, prose,
// code fences), with the given usage.
func Text(s string, promptTokens, completionTokens int) Reply {
	return Reply{Content: s, PromptTokens: promptTokens, CompletionTokens: completionTokens}
}

// Error returns an OpenAI-style error reply:
// {"error":{"message":…,"type":"invalid_request_error"}}.
func Error(status int, message string) Reply {
	b, _ := json.Marshal(map[string]any{"error": map[string]any{
		"message": message, "type": "invalid_request_error", "param": nil, "code": nil,
	}})
	return Reply{Status: status, Body: string(b)}
}

// Request is one recorded request.
type Request struct {
	// Method and Path are the HTTP method and URL path.
	Method, Path string
	// Header holds the request headers.
	Header http.Header
	// Body is the raw request body.
	Body []byte
	// Model is the requested model.
	Model string
	// Messages are the chat messages, in order.
	Messages []Message
	// ResponseFormat is the raw response_format, nil when absent.
	ResponseFormat json.RawMessage
	// MaxTokens is max_tokens (or max_completion_tokens), 0 when absent.
	MaxTokens int
}

// Message is one chat message of a recorded request.
type Message struct {
	Role    string
	Content string
}

// Text returns every message's content, joined by blank lines: the whole
// prompt as the model sees it.
func (r Request) Text() string {
	parts := make([]string, len(r.Messages))
	for i, m := range r.Messages {
		parts[i] = m.Content
	}
	return strings.Join(parts, "\n\n")
}

// Structured reports whether the request asked for json_schema
// structured output.
func (r Request) Structured() bool {
	var rf struct {
		Type string `json:"type"`
	}
	return len(r.ResponseFormat) > 0 && json.Unmarshal(r.ResponseFormat, &rf) == nil && rf.Type == "json_schema"
}

// SchemaName returns response_format.json_schema.name ("" without one):
// with NewServerFunc it tells which operation a request is (the model
// engine names its schemas hermes_parse, hermes_score, hermes_fill_args, …).
func (r Request) SchemaName() string {
	var rf struct {
		JSONSchema struct {
			Name string `json:"name"`
		} `json:"json_schema"`
	}
	if len(r.ResponseFormat) == 0 || json.Unmarshal(r.ResponseFormat, &rf) != nil {
		return ""
	}
	return rf.JSONSchema.Name
}

// Server is a scripted chat-completions server. Its methods are safe for
// concurrent use.
type Server struct {
	// URL is the base URL to give an OpenAI client (it ends in /v1); the
	// server answers POST …/chat/completions under it.
	URL string

	t       testing.TB
	srv     *httptest.Server
	respond func(Request) Reply

	mu       sync.Mutex
	replies  []Reply
	requests []Request
}

// NewServer starts a server that answers the n-th request with replies[n].
// A request past the script gets a 500 and fails the test. The server is
// closed when the test ends.
func NewServer(t testing.TB, replies ...Reply) *Server {
	t.Helper()
	s := &Server{t: t, replies: append([]Reply(nil), replies...)}
	s.start()
	return s
}

// NewServerFunc starts a server that answers each request with
// respond(request): for callers whose requests arrive in no fixed order
// (parallel subtasks). respond may be called concurrently.
func NewServerFunc(t testing.TB, respond func(Request) Reply) *Server {
	t.Helper()
	s := &Server{t: t, respond: respond}
	s.start()
	return s
}

func (s *Server) start() {
	mux := http.NewServeMux()
	mux.HandleFunc("/", s.handle)
	s.srv = httptest.NewServer(mux)
	s.URL = s.srv.URL + "/v1"
	s.t.Cleanup(s.srv.Close)
}

// Requests returns the requests received so far, in arrival order.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

// Remaining returns how many scripted replies have not been served.
func (s *Server) Remaining() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.replies)
}

func (s *Server) handle(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 16<<20))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	req := decode(r, body)

	s.mu.Lock()
	s.requests = append(s.requests, req)
	n := len(s.requests)
	s.mu.Unlock()

	if r.Method != http.MethodPost || !strings.HasSuffix(r.URL.Path, "/chat/completions") {
		s.t.Errorf("modeltest: unexpected %s %s", r.Method, r.URL.Path)
		writeJSON(w, http.StatusNotFound, Error(http.StatusNotFound, "no such endpoint").Body)
		return
	}
	reply, ok := s.next(req)
	if !ok {
		s.t.Errorf("modeltest: request %d has no scripted reply; prompt:\n%s", n, toolong(req.Text(), 2000))
		writeJSON(w, http.StatusInternalServerError, Error(http.StatusInternalServerError, "modeltest: script exhausted").Body)
		return
	}
	status := reply.Status
	if status == 0 {
		status = http.StatusOK
	}
	for k, v := range reply.Header {
		w.Header().Set(k, v)
	}
	if reply.Body != "" || status != http.StatusOK {
		writeJSON(w, status, reply.Body)
		return
	}
	writeJSON(w, status, completion(n, req.Model, reply))
}

// next returns the reply to req: the next scripted one, or respond's.
func (s *Server) next(req Request) (Reply, bool) {
	if s.respond != nil {
		return s.respond(req), true
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.replies) == 0 {
		return Reply{}, false
	}
	r := s.replies[0]
	s.replies = s.replies[1:]
	return r, true
}

func toolong(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

func writeJSON(w http.ResponseWriter, status int, body string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_, _ = io.WriteString(w, body)
}

// completion renders a chat.completion object.
func completion(n int, model string, r Reply) string {
	finish := r.FinishReason
	if finish == "" {
		finish = "stop"
	}
	out := map[string]any{
		"id":      fmt.Sprintf("chatcmpl-modeltest-%d", n),
		"object":  "chat.completion",
		"created": 1741600000 + n,
		"model":   model,
		"choices": []any{map[string]any{
			"index":         0,
			"message":       map[string]any{"role": "assistant", "content": r.Content},
			"finish_reason": finish,
			"logprobs":      nil,
		}},
	}
	if r.PromptTokens != 0 || r.CompletionTokens != 0 {
		out["usage"] = map[string]any{
			"prompt_tokens":     r.PromptTokens,
			"completion_tokens": r.CompletionTokens,
			"total_tokens":      r.PromptTokens + r.CompletionTokens,
		}
	}
	b, _ := json.Marshal(out)
	return string(b)
}

// decode reads the parts of a chat-completions request a test asserts on.
// A body that is not JSON is still recorded, raw.
func decode(r *http.Request, body []byte) Request {
	req := Request{Method: r.Method, Path: r.URL.Path, Header: r.Header.Clone(), Body: body}
	var raw struct {
		Model    string `json:"model"`
		Messages []struct {
			Role    string          `json:"role"`
			Content json.RawMessage `json:"content"`
		} `json:"messages"`
		ResponseFormat      json.RawMessage `json:"response_format"`
		MaxTokens           int             `json:"max_tokens"`
		MaxCompletionTokens int             `json:"max_completion_tokens"`
	}
	if err := json.Unmarshal(body, &raw); err != nil {
		return req
	}
	req.Model, req.ResponseFormat = raw.Model, raw.ResponseFormat
	req.MaxTokens = max(raw.MaxTokens, raw.MaxCompletionTokens)
	for _, m := range raw.Messages {
		req.Messages = append(req.Messages, Message{Role: m.Role, Content: contentText(m.Content)})
	}
	return req
}

// contentText flattens a message content: a string, or an array of parts
// whose text parts are joined.
func contentText(raw json.RawMessage) string {
	var s string
	if err := json.Unmarshal(raw, &s); err == nil {
		return s
	}
	var parts []struct {
		Type string `json:"type"`
		Text string `json:"text"`
	}
	if err := json.Unmarshal(raw, &parts); err == nil {
		var b bytes.Buffer
		for _, p := range parts {
			b.WriteString(p.Text)
		}
		return b.String()
	}
	return string(raw)
}
