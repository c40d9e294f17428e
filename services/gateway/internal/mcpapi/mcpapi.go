// Package mcpapi serves the gateway as a Model Context Protocol server over
// Streamable HTTP, so an MCP client (an IDE, an assistant) can hand a goal
// to hermes. Its tools — run_goal, get_task, list_tools — forward to the
// planner through the gateway's own service with the caller's principal,
// authenticated by the same API keys as every other entry point.
package mcpapi

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"

	mcpauth "github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/encoding/protojson"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/principal"
	"github.com/hermes-agent/hermes/services/gateway/internal/rpccode"
)

// API is the part of the gateway's service the MCP tools use.
type API interface {
	Run(context.Context, *hermesv1.RunGoalRequest, func(*hermesv1.TaskEvent) error) error
	GetTask(context.Context, *hermesv1.GetTaskRequest) (*hermesv1.GetTaskResponse, error)
	ListTools(context.Context, *hermesv1.ListToolsRequest) (*hermesv1.ListToolsResponse, error)
}

// Keys resolves an API key to its principal.
type Keys interface {
	Lookup(key string) (principal.Principal, bool)
}

// rolesKey is where the principal's roles ride in the SDK's token info.
const rolesKey = "roles"

// Handler returns the MCP endpoint. keys nil means authentication is off,
// as on the gateway's other edges. Each HTTP request is authenticated on
// its own (the server is stateless), so a revoked key stops working from
// its next request.
func Handler(api API, keys Keys, version string, logger *slog.Logger) http.Handler {
	srv := mcp.NewServer(&mcp.Implementation{Name: "hermes", Title: "hermes gateway", Version: version}, nil)
	t := tools{api: api}
	mcp.AddTool(srv, &mcp.Tool{
		Name: "run_goal",
		Description: "Run a goal (Chinese or English) through hermes and wait for it to end: hermes plans subtasks, " +
			"calls the tools your roles may use, and returns the report and the execution ID.",
	}, t.runGoal)
	mcp.AddTool(srv, &mcp.Tool{
		Name:        "get_task",
		Description: "Show an execution's state by its ID: doing now, done, next, every step's snapshot and the report.",
	}, t.getTask)
	mcp.AddTool(srv, &mcp.Tool{
		Name:        "list_tools",
		Description: "List the hermes tools your roles may use, with a one-line summary of each.",
	}, t.listTools)
	h := http.Handler(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv },
		&mcp.StreamableHTTPOptions{Stateless: true, JSONResponse: true, Logger: logger}))
	if keys == nil {
		return h
	}
	verify := func(_ context.Context, token string, _ *http.Request) (*mcpauth.TokenInfo, error) {
		p, ok := keys.Lookup(token)
		if !ok {
			return nil, fmt.Errorf("unknown API key: %w", mcpauth.ErrInvalidToken)
		}
		return &mcpauth.TokenInfo{UserID: p.Name, Extra: map[string]any{rolesKey: p.Roles}}, nil
	}
	return mcpauth.RequireBearerToken(verify, &mcpauth.RequireBearerTokenOptions{AllowMissingExpiration: true})(h)
}

// tools implements the MCP tools over the gateway's service.
type tools struct{ api API }

// callerContext carries the authenticated caller, if any, to the planner.
func callerContext(ctx context.Context, req *mcp.CallToolRequest) context.Context {
	ti := req.Extra.TokenInfo
	if ti == nil {
		return ctx
	}
	roles, _ := ti.Extra[rolesKey].([]string)
	return principal.NewContext(ctx, principal.Principal{Name: ti.UserID, Roles: roles})
}

// RunGoalInput is run_goal's arguments.
type RunGoalInput struct {
	Goal        string `json:"goal" jsonschema:"the goal, in natural language (Chinese or English)"`
	ExecutionID string `json:"execution_id,omitempty" jsonschema:"execution ID to use; generated when empty"`
	DryRun      bool   `json:"dry_run,omitempty" jsonschema:"plan and select tools only, call nothing"`
}

// RunGoalOutput is run_goal's result.
type RunGoalOutput struct {
	ExecutionID    string   `json:"execution_id" jsonschema:"the execution ID, for get_task"`
	State          string   `json:"state" jsonschema:"how the task ended: SUCCEEDED, PARTIAL, FAILED, STOPPED_LIMIT, CANCELLED, ABANDONED, or SKIPPED (a scheduled fire that did not run)"`
	Report         string   `json:"report,omitempty" jsonschema:"the task's report"`
	OutputJSON     string   `json:"output_json,omitempty" jsonschema:"the structured output, when the task has one"`
	NeedsAttention []string `json:"needs_attention,omitempty" jsonschema:"subtasks that were skipped or failed"`
}

func (t tools) runGoal(ctx context.Context, req *mcp.CallToolRequest, in RunGoalInput) (*mcp.CallToolResult, RunGoalOutput, error) {
	if strings.TrimSpace(in.Goal) == "" {
		return nil, RunGoalOutput{}, errors.New("INVALID_ARGUMENT: goal must not be empty")
	}
	var last *hermesv1.TaskEvent
	err := t.api.Run(callerContext(ctx, req), &hermesv1.RunGoalRequest{
		Input: &hermesv1.RunGoalRequest_Goal{Goal: in.Goal}, ExecutionId: in.ExecutionID, DryRun: in.DryRun,
	}, func(ev *hermesv1.TaskEvent) error { last = ev; return nil })
	if err != nil {
		return nil, RunGoalOutput{}, rpcError(err)
	}
	if last.GetKind() != hermesv1.EventKind_EVENT_KIND_TASK_DONE {
		return nil, RunGoalOutput{}, errors.New("UNAVAILABLE: the event stream ended before the task did")
	}
	out := RunGoalOutput{
		ExecutionID: last.GetExecutionId(),
		State:       strings.TrimPrefix(last.GetState().String(), "TASK_STATE_"),
		Report:      last.GetReport(),
		OutputJSON:  last.GetOutputJson(),
	}
	if st, err := t.api.GetTask(callerContext(ctx, req), &hermesv1.GetTaskRequest{ExecutionId: out.ExecutionID}); err == nil {
		out.NeedsAttention = st.GetStatus().GetNeedsAttention()
	}
	text := fmt.Sprintf("execution %s: %s\n\n%s", out.ExecutionID, out.State, out.Report)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: strings.TrimSpace(text)}}}, out, nil
}

// GetTaskInput is get_task's arguments.
type GetTaskInput struct {
	ExecutionID string `json:"execution_id" jsonschema:"the execution ID run_goal returned"`
}

func (t tools) getTask(ctx context.Context, req *mcp.CallToolRequest, in GetTaskInput) (*mcp.CallToolResult, any, error) {
	resp, err := t.api.GetTask(callerContext(ctx, req), &hermesv1.GetTaskRequest{ExecutionId: in.ExecutionID})
	if err != nil {
		return nil, nil, rpcError(err)
	}
	b, err := protojson.MarshalOptions{Multiline: true}.Marshal(resp.GetStatus())
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil, nil
}

// ToolInfo is one tool list_tools returns.
type ToolInfo struct {
	Name       string `json:"name"`
	Summary    string `json:"summary"`
	SideEffect string `json:"side_effect"`
	Approval   bool   `json:"requires_approval,omitempty"`
}

// ListToolsOutput is list_tools's result.
type ListToolsOutput struct {
	Tools []ToolInfo `json:"tools"`
}

func (t tools) listTools(ctx context.Context, req *mcp.CallToolRequest, _ struct{}) (*mcp.CallToolResult, ListToolsOutput, error) {
	resp, err := t.api.ListTools(callerContext(ctx, req), &hermesv1.ListToolsRequest{})
	if err != nil {
		return nil, ListToolsOutput{}, rpcError(err)
	}
	out := ListToolsOutput{Tools: []ToolInfo{}}
	for _, tl := range resp.GetTools() {
		out.Tools = append(out.Tools, ToolInfo{
			Name: tl.GetName(), Summary: tl.GetSummary(),
			SideEffect: strings.ToLower(strings.TrimPrefix(tl.GetSideEffect().String(), "SIDE_EFFECT_")),
			Approval:   tl.GetRequiresApproval(),
		})
	}
	return nil, out, nil
}

// rpcError renders a gateway error as a tool error naming its gRPC code.
func rpcError(err error) error {
	st, ok := status.FromError(err)
	if !ok {
		return err
	}
	return fmt.Errorf("%s: %s", rpccode.Name(st.Code()), st.Message())
}
