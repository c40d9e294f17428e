package model

import (
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"sync/atomic"
	"time"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"

	"github.com/hermes-agent/hermes/libs/argschema"
	"github.com/hermes-agent/hermes/services/planner/reason"
	"github.com/hermes-agent/hermes/services/planner/reason/embedded"
	"github.com/hermes-agent/hermes/services/planner/reason/timeexpr"
)

// Defaults of Options.
const (
	DefaultBaseURL     = "https://api.openai.com/v1"
	DefaultTimeout     = 60 * time.Second
	DefaultMaxRetries  = 1
	DefaultTopK        = 20
	DefaultMinScore    = 0.5
	DefaultMargin      = 0.1
	DefaultMaxSubtasks = 8
	DefaultOutputBytes = 4096
	DefaultSummaryLen  = 400
)

// StructuredMode says whether replies are constrained with response_format
// json_schema.
type StructuredMode int

const (
	// StructuredAuto sends response_format json_schema and, when the server
	// rejects it, switches to plain JSON instructions for the engine's
	// lifetime. It is the default.
	StructuredAuto StructuredMode = iota
	// StructuredOff never sends response_format: the schema travels in the
	// instructions, for servers that accept the field but mishandle it.
	StructuredOff
)

// Options configure an Engine. Only Model is required.
type Options struct {
	// BaseURL is the server's OpenAI-compatible API root, e.g.
	// http://localhost:11434/v1 (Ollama) or http://vllm:8000/v1; default
	// DefaultBaseURL.
	BaseURL string
	// Model is the model name the server knows.
	Model string
	// APIKey is sent as a bearer token when set (local servers need none).
	// The engine never reads OPENAI_* variables: configuration is explicit.
	APIKey string
	// Timeout bounds one HTTP attempt; default DefaultTimeout.
	Timeout time.Duration
	// MaxRetries is how many times a request that failed in transport
	// (connection error, 408, 409, 429, 5xx) is retried, with backoff;
	// default DefaultMaxRetries, negative for none. Invalid replies are
	// retried once regardless, with feedback (see OutputError).
	MaxRetries int
	// HTTPClient, when set, carries the requests (proxies, TLS).
	HTTPClient *http.Client
	// StructuredOutput chooses response_format json_schema or plain JSON
	// instructions; default StructuredAuto.
	StructuredOutput StructuredMode
	// Temperature is the sampling temperature; default 0. A negative value
	// leaves it to the server (models that accept only their default).
	Temperature float64

	// TopK caps the candidates a selection prompt lists; default
	// DefaultTopK. A catalog of more than 10 tools is pre-selected with
	// Preselect to a fifth of its size, at least 10 and at most TopK (50
	// tools → 10 candidates, 100 or more → 20).
	TopK int
	// Preselect picks the candidates of a large catalog; default
	// ScorePreselector(Fallback), the lexical scorer of the embedded engine.
	Preselect Preselector
	// MinScore is the score a tool needs to be chosen for a subtask ("no
	// suitable tool" below it); default DefaultMinScore. It is the
	// engine's Threshold.
	MinScore float64
	// Margin flags the top two tools as ambiguous when both reach MinScore
	// and their scores differ by less; default DefaultMargin.
	Margin float64
	// MaxSubtasks caps the subtasks of a model plan; default
	// DefaultMaxSubtasks.
	MaxSubtasks int
	// OutputBytes caps the tool output shown to the model by Judge and
	// Summarize; default DefaultOutputBytes.
	OutputBytes int
	// SummaryChars caps a step summary's length in characters; default
	// DefaultSummaryLen.
	SummaryChars int

	// Fallback is the deterministic engine used for dates, result shape
	// checks, data excerpts and pre-selection; default embedded.New with
	// Now, Location and Schemas.
	Fallback reason.Reasoner
	// Schemas compiles the tools' parameters schemas that filled arguments
	// are checked against. Give the step loop, this engine and the embedded
	// engine one cache so that each schema is compiled once; default a
	// cache of the engine's own.
	Schemas *argschema.Cache
	// Now is the clock of the prompts' current-time line; default time.Now.
	Now func() time.Time
	// Location is the zone of that line; default Asia/Shanghai.
	Location *time.Location
	// Logger receives one debug line per model call and warnings for
	// discarded tool names and format fallbacks; default discards.
	Logger *slog.Logger
	// Observer is told of each request to the server (a chat span, token
	// metrics); default observes nothing.
	Observer ChatObserver
}

// Engine is the model reasoner. It is safe for concurrent use.
type Engine struct {
	opts    Options
	chat    openai.ChatCompletionService
	schemas map[string]*replySchema
	// plain is set once the server has rejected response_format.
	plain atomic.Bool
}

var _ reason.Reasoner = (*Engine)(nil)

// New returns an Engine for opts, or an error naming the bad option.
func New(opts Options) (*Engine, error) {
	if opts.Model == "" {
		return nil, errors.New("model: Model is required")
	}
	if opts.BaseURL == "" {
		opts.BaseURL = DefaultBaseURL
	}
	u, err := url.Parse(opts.BaseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("model: BaseURL %q must be an http(s) URL", opts.BaseURL)
	}
	if opts.Timeout <= 0 {
		opts.Timeout = DefaultTimeout
	}
	switch {
	case opts.MaxRetries == 0:
		opts.MaxRetries = DefaultMaxRetries
	case opts.MaxRetries < 0:
		opts.MaxRetries = 0
	}
	if opts.TopK <= 0 {
		opts.TopK = DefaultTopK
	}
	if opts.MinScore <= 0 || opts.MinScore > 1 {
		opts.MinScore = DefaultMinScore
	}
	if opts.Margin <= 0 {
		opts.Margin = DefaultMargin
	}
	if opts.MaxSubtasks <= 0 {
		opts.MaxSubtasks = DefaultMaxSubtasks
	}
	if opts.OutputBytes <= 0 {
		opts.OutputBytes = DefaultOutputBytes
	}
	if opts.SummaryChars <= 0 {
		opts.SummaryChars = DefaultSummaryLen
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.Location == nil {
		opts.Location = timeexpr.DefaultLocation()
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	if opts.Schemas == nil {
		opts.Schemas = &argschema.Cache{}
	}
	if opts.Fallback == nil {
		opts.Fallback = embedded.New(embedded.Options{Now: opts.Now, Location: opts.Location, Schemas: opts.Schemas})
	}
	if opts.Preselect == nil {
		opts.Preselect = ScorePreselector(opts.Fallback)
	}
	hc := opts.HTTPClient
	if hc == nil {
		hc = &http.Client{}
	}
	schemas, err := compileReplySchemas()
	if err != nil {
		return nil, err
	}
	// The chat service is built from explicit options only (no
	// openai.NewClient), so ambient OPENAI_* variables cannot redirect the
	// engine or add credentials.
	chat := openai.NewChatCompletionService(
		option.WithBaseURL(opts.BaseURL),
		option.WithAPIKey(opts.APIKey),
		option.WithHTTPClient(hc),
		option.WithRequestTimeout(opts.Timeout),
		option.WithMaxRetries(opts.MaxRetries),
	)
	e := &Engine{opts: opts, chat: chat, schemas: schemas}
	if opts.StructuredOutput == StructuredOff {
		e.plain.Store(true)
	}
	return e, nil
}

// Threshold returns the score a tool needs to be chosen.
func (e *Engine) Threshold() float64 { return e.opts.MinScore }

// Structured reports whether replies are still requested as json_schema
// structured output (false after the server rejected it, or when off).
func (e *Engine) Structured() bool { return !e.plain.Load() }
