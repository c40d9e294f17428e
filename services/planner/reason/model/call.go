package model

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"reflect"
	"strings"
	"unicode/utf8"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/shared"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
)

// maxReplyBytes bounds a reply the engine will parse.
const maxReplyBytes = 256 << 10

// OutputError is returned when the model's reply is not what was asked for
// (not JSON, not matching the schema, or semantically invalid) after the one
// retry that told the model what was wrong. The engine never repairs such a
// reply by guessing.
type OutputError struct {
	// Op is the operation: parse, plan, score, fill_args, judge,
	// summarize or report.
	Op string
	// Reply is the model's last reply, truncated.
	Reply string
	// Err says what was wrong with it.
	Err error
}

// Error implements error.
func (e *OutputError) Error() string {
	return fmt.Sprintf("model: %s: reply not as asked after a retry: %v", e.Op, e.Err)
}

// Unwrap returns what was wrong.
func (e *OutputError) Unwrap() error { return e.Err }

// call is one model operation: its prompt and how its reply is checked.
type call struct {
	op     string
	system string
	user   string
	// maxTokens caps the reply.
	maxTokens int
	// check validates the decoded reply beyond its schema (names, graph,
	// length); its error is shown to the model on the retry.
	check func() error
}

// complete runs c and decodes its JSON reply into out. It checks the
// meter before every request, reads usage from every response, and retries
// an invalid reply once with feedback.
func (e *Engine) complete(ctx context.Context, meter *reason.Meter, c call, out any) error {
	sch := e.schemas[c.op]
	msgs := []openai.ChatCompletionMessageParamUnion{
		openai.SystemMessage(c.system),
		openai.UserMessage(c.user),
	}
	var verr error
	for attempt := 1; attempt <= 2; attempt++ {
		content, finish, err := e.send(ctx, meter, c, sch, msgs)
		if err != nil {
			return err
		}
		verr = decodeReply(content, finish, sch, out)
		if verr == nil && c.check != nil {
			verr = c.check()
		}
		if verr == nil {
			return nil
		}
		e.opts.Logger.WarnContext(ctx, "model reply rejected", "op", c.op, "attempt", attempt, "err", verr)
		if attempt == 2 {
			return &OutputError{Op: c.op, Reply: toolspec.Truncate(content, 500), Err: verr}
		}
		msgs = append(msgs,
			openai.AssistantMessage(toolspec.Truncate(content, 4000)),
			openai.UserMessage(feedback(verr, sch)))
	}
	return verr // unreachable
}

// feedback tells the model what was wrong with its reply.
func feedback(err error, sch *replySchema) string {
	return "Your reply was rejected: " + toolspec.Truncate(oneLine(err.Error()), 600) +
		"\nReply again with ONE JSON object only (no prose, no code fences) that matches this JSON Schema:\n" + string(sch.raw)
}

// send makes one request (and, when the server rejects response_format, the
// same request again without it) and accounts its tokens.
func (e *Engine) send(ctx context.Context, meter *reason.Meter, c call, sch *replySchema, msgs []openai.ChatCompletionMessageParamUnion) (content, finish string, err error) {
	for {
		if meter.Exhausted() {
			return "", "", fmt.Errorf("model: %s: %w (%d of %d tokens used)", c.op, reason.ErrBudgetExhausted, meter.Used(), meter.Budget())
		}
		structured := !e.plain.Load()
		params := e.params(c, sch, msgs, structured)
		var httpResp *http.Response
		resp, err := e.observedChat(ctx, params, option.WithResponseInto(&httpResp))
		if err != nil {
			detail := serverDetail(err, httpResp)
			if structured && formatRejected(detail) {
				e.plain.Store(true)
				e.opts.Logger.WarnContext(ctx, "server rejected response_format json_schema; using plain JSON instructions from now on", "op", c.op)
				continue
			}
			if detail.text != "" {
				return "", "", fmt.Errorf("model: %s: %w: %s", c.op, err, toolspec.Truncate(oneLine(detail.text), 300))
			}
			return "", "", fmt.Errorf("model: %s: %w", c.op, err)
		}
		if len(resp.Choices) > 0 {
			content, finish = resp.Choices[0].Message.Content, resp.Choices[0].FinishReason
		}
		used := int(resp.Usage.PromptTokens + resp.Usage.CompletionTokens)
		estimated := used <= 0
		if estimated {
			used = estimateTokens(params, content)
		}
		meter.Add(used)
		e.opts.Logger.DebugContext(ctx, "model call", "op", c.op, "model", e.opts.Model, "structured", structured,
			"tokens", used, "estimated", estimated, "finish", finish)
		return content, finish, nil
	}
}

// params builds the request. In plain mode the schema travels in the
// system message instead of response_format.
func (e *Engine) params(c call, sch *replySchema, msgs []openai.ChatCompletionMessageParamUnion, structured bool) openai.ChatCompletionNewParams {
	p := openai.ChatCompletionNewParams{Model: e.opts.Model, MaxTokens: openai.Int(int64(c.maxTokens))}
	if e.opts.Temperature >= 0 {
		p.Temperature = openai.Float(e.opts.Temperature)
	}
	if structured {
		p.Messages = msgs
		p.ResponseFormat = openai.ChatCompletionNewParamsResponseFormatUnion{
			OfJSONSchema: &shared.ResponseFormatJSONSchemaParam{JSONSchema: shared.ResponseFormatJSONSchemaJSONSchemaParam{
				Name:   "hermes_" + c.op,
				Strict: openai.Bool(sch.strict),
				Schema: sch.doc,
			}},
		}
		return p
	}
	p.Messages = append([]openai.ChatCompletionMessageParamUnion{
		openai.SystemMessage(c.system + "\n\nReply with ONE JSON object only (no prose, no code fences) that matches this JSON Schema:\n" + string(sch.raw)),
	}, msgs[1:]...)
	return p
}

// detail is what a failed request's response says.
type detail struct {
	status int
	// text is the server's error message, or its body when it sent no
	// OpenAI-shaped error.
	text string
}

// serverDetail reads the status and message of a failed request. The
// client's own error text hides the server's message; operators need it
// ("model not found").
func serverDetail(err error, resp *http.Response) detail {
	var d detail
	var apiErr *openai.Error
	if errors.As(err, &apiErr) {
		d.status, d.text = apiErr.StatusCode, apiErr.Message
	}
	if resp != nil {
		d.status = resp.StatusCode
		if d.text == "" && resp.Body != nil {
			b, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
			var shaped struct {
				Message string `json:"message"`
				Detail  string `json:"detail"`
			}
			if json.Unmarshal(b, &shaped) == nil && shaped.Message+shaped.Detail != "" {
				d.text = strings.TrimSpace(shaped.Message + " " + shaped.Detail)
			} else {
				d.text = string(b)
			}
		}
	}
	return d
}

// formatRejected reports whether a request was refused because of
// response_format: an error response, other than an authentication or
// rate-limit refusal, whose message names it.
func formatRejected(d detail) bool {
	switch {
	case d.status < 400, d.status == http.StatusUnauthorized, d.status == http.StatusForbidden, d.status == http.StatusTooManyRequests:
		return false
	}
	s := strings.ToLower(d.text)
	return strings.Contains(s, "response_format") || strings.Contains(s, "json_schema") || strings.Contains(s, "response format")
}

// estimateTokens stands in for usage a server did not report: about three
// bytes per token, erring high so the budget still binds.
func estimateTokens(p openai.ChatCompletionNewParams, content string) int {
	b, _ := json.Marshal(p.Messages)
	return (len(b)+len(content))/3 + 1
}

// decodeReply extracts the JSON object of a reply, validates it against
// the operation's schema and decodes it into out.
func decodeReply(content, finish string, sch *replySchema, out any) error {
	if finish == "length" {
		return errors.New("the reply was cut off at the token limit; answer more briefly")
	}
	raw, err := extractJSON(content)
	if err != nil {
		return err
	}
	if err := sch.validate(raw); err != nil {
		return err
	}
	// A retry decodes into the same value: start from zero so nothing of
	// the rejected reply survives (json merges into existing maps).
	reflect.ValueOf(out).Elem().SetZero()
	d := json.NewDecoder(bytes.NewReader(raw))
	if err := d.Decode(out); err != nil {
		return fmt.Errorf("reply does not decode: %w", err)
	}
	return nil
}

// extractJSON finds the JSON object in a reply, tolerating what local models
// add around it: a <think> block, code fences, a sentence before or after.
func extractJSON(content string) ([]byte, error) {
	s := strings.TrimSpace(content)
	if s == "" {
		return nil, errors.New("the reply is empty")
	}
	if len(s) > maxReplyBytes {
		return nil, fmt.Errorf("the reply is %d bytes, over the %d-byte limit", len(s), maxReplyBytes)
	}
	if !utf8.ValidString(s) {
		return nil, errors.New("the reply is not valid UTF-8")
	}
	if i := strings.LastIndex(s, "</think>"); i >= 0 {
		s = strings.TrimSpace(s[i+len("</think>"):])
	}
	start, end := strings.IndexByte(s, '{'), strings.LastIndexByte(s, '}')
	if start < 0 || end < start {
		return nil, errors.New("the reply holds no JSON object")
	}
	raw := []byte(s[start : end+1])
	if !json.Valid(raw) {
		return nil, errors.New("the reply is not valid JSON")
	}
	return raw, nil
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }
